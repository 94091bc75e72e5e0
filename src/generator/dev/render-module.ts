// What `docgen dev` renders page documents with. It is its own bundle entry (dist/b-…/dev-render.js),
// so after a change to the templates the dev server bundles again and imports the new copy.
export { renderDocument } from '../render/document.ts';
