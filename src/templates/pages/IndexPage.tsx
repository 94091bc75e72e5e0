export { IndexPage as default } from '../SimplePages.tsx';
