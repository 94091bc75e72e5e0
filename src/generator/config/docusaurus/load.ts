// A Docusaurus site's own config (docusaurus.config.{ts,mts,cts,js,mjs,cjs}) as docgen's: loaded as
// Docusaurus loads it (a module, or a function that returns the config; its imports resolve from
// the site's node_modules, and a package that is not installed does not stop it), mapped to
// docgen's config keys (map.ts), then validated like a docgen config. What docgen does not honour
// comes back as notices: warnings naming each key and its line.
import fs from 'node:fs';
import { DocgenError, problem, type Problem } from '../../errors.ts';
import { importModule, isModuleNamespace, settleWithin } from '../import-module.ts';
import { isObject, Notices } from './notices.ts';
import { mapDocusaurusConfig } from './map.ts';
import { runSiteCode } from '../../guard/main-thread.ts';

// (Docusaurus' order of preference.)
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export const isDocusaurusConfig = (file: string): boolean => /(^|[\\/])docusaurus\.config\.[cm]?[jt]s$/.test(file);

/** The config as docgen's config input, and the notices of what it does not honour. */
export async function readDocusaurusConfig(file: string, root: string, display: string): Promise<{ input: Record<string, unknown>; notices: Problem[] }> {
  const missing: string[] = [];
  let raw = await runSiteCode(display, 'the config', () => importModule(file, display, { missingPackages: missing }));
  if (isModuleNamespace(raw)) throw new DocgenError(problem(display, 'the config file exports nothing; a Docusaurus config is `export default { … }` or `module.exports = { … }`'));
  if (typeof raw === 'function') {
    try {
      const make = raw as (context: unknown) => unknown;
      raw = await runSiteCode(display, 'the config function', () => settleWithin(Promise.resolve(make({})), display, 'the config function'));
    } catch (err) {
      if (err instanceof DocgenError) throw err;
      throw new DocgenError(problem(display, `the config function threw an error: ${err instanceof Error ? err.message : String(err)}`));
    }
  }
  if (!isObject(raw)) throw new DocgenError(problem(display, 'the config is not an object of settings (title, url, baseUrl, presets, themeConfig, …)'));
  const notices = new Notices(display, fs.readFileSync(file, 'utf8'));
  for (const name of missing) notices.skip(name, `the package "${name}" is not installed (run npm install in the site's folder); what the config takes from it is ignored`);
  const { input } = mapDocusaurusConfig(raw, root, notices);
  return { input, notices: notices.list };
}
