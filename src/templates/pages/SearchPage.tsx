export { SearchPage as default } from '../SimplePages.tsx';
