// The URLs docgen loads the site's own modules by. A module of the site carries the load it
// belongs to in its query (`?docgen-load=…`), which its imports of the site's other files inherit:
// every load of a config gets fresh copies of the site's modules (a config changed in docgen dev),
// while packages, loaded by their plain URLs, are Node's, once.
import { pathToFileURL } from 'node:url';

export const LOAD_PARAM = 'docgen-load';
/** A load in which a package that is not installed stands for a placeholder (a Docusaurus config). */
export const LENIENT_PARAM = 'docgen-lenient';
/** A package's JSON file imported without `with { type: 'json' }`, as bundlers (and Docusaurus) allow. */
export const JSON_PARAM = 'docgen-json';
/** A package that is not installed: its placeholder module. */
export const MISSING_SCHEME = 'docgen-missing:';

export function siteModuleUrl(file: string, load: { id: string; lenient: boolean }): string {
  return `${pathToFileURL(file).href}?${LOAD_PARAM}=${encodeURIComponent(load.id)}${load.lenient ? `&${LENIENT_PARAM}` : ''}`;
}

/** A file URL of the site's own code (one that belongs to a load). */
export const isSiteUrl = (url: string): boolean => url.startsWith('file:') && new URL(url).searchParams.has(LOAD_PARAM);

/** The load a site URL belongs to. */
export const loadIdOf = (url: string): string | null => (url.startsWith('file:') ? new URL(url).searchParams.get(LOAD_PARAM) : null);

/** The placeholder module of a package that is not installed, with the names its importer takes from it. */
export function missingPackageUrl(specifier: string, load: string, names: string[]): string {
  return `${MISSING_SCHEME}${encodeURIComponent(specifier)}?${LOAD_PARAM}=${encodeURIComponent(load)}&names=${names.map(encodeURIComponent).join(',')}`;
}

/** The package a bare specifier names (`@scope/name` or `name`). */
export const packageNameOf = (specifier: string): string => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);

/** A specifier that names a file (relative, absolute or a file: URL), not a package. */
export const isPathSpecifier = (specifier: string): boolean => /^(\.{1,2}(\/|$)|\/|file:)/.test(specifier);
