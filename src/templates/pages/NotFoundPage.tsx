export { NotFoundPage as default } from '../SimplePages.tsx';
