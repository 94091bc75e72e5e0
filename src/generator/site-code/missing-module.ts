// The placeholder module of a package that is not installed (a Docusaurus config read before
// `npm install`): its default export and each name its importer takes from it are the package's
// placeholder (missing-package.ts), which the thread that runs the module hands out and notes.
import { LOAD_PARAM } from './urls.ts';
import { SITE_RUNTIME } from './transform.ts';

export function missingPackageModule(url: string): string {
  const u = new URL(url);
  const specifier = decodeURIComponent(u.pathname);
  const names = (u.searchParams.get('names') ?? '').split(',').filter(Boolean);
  return [
    `const placeholder = globalThis[Symbol.for(${JSON.stringify(SITE_RUNTIME)})].missingPackage(${JSON.stringify(specifier)}, ${JSON.stringify(u.searchParams.get(LOAD_PARAM))});`,
    'export default placeholder;',
    ...names.map((name, i) => `const name${i} = placeholder[${JSON.stringify(name)}];\nexport { name${i} as ${name} };`),
  ].join('\n');
}
