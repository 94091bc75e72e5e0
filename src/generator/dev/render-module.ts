// What `docgen dev` renders pages with. It is its own bundle entry (dist/b-…/dev-render.js), so
// after a change to the templates the dev server bundles again and imports the new copy.
export { docRouteData, otherRouteData, renderDocument, routeJson } from '../render/page.ts';
