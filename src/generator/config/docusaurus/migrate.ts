// `docgen migrate`: a docgen config (config/site.config.ts) written from a Docusaurus site's
// config, for teams that switch for good. What docgen does not honour is listed at its top; the
// site's remark/rehype plugins (functions) are named there for the author to import.
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, formatProblem, problem } from '../../errors.ts';
import { validateConfig, DEFAULT_CONFIG } from '../load.ts';
import { DOCUSAURUS_CONFIG_FILES, readDocusaurusConfig } from './load.ts';

const PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'];

export interface MigrateResult {
  from: string;
  written: string;
  skipped: number;
}

export async function migrate(options: { root: string; from?: string; force?: boolean }): Promise<MigrateResult> {
  const { root } = options;
  const from = options.from ?? DOCUSAURUS_CONFIG_FILES.find((f) => fs.existsSync(path.join(root, f)));
  if (!from || !fs.existsSync(path.join(root, from))) throw new DocgenError(problem(from ?? '.', `no Docusaurus config here (looked for ${DOCUSAURUS_CONFIG_FILES.join(', ')})`));
  const target = path.join(root, DEFAULT_CONFIG);
  if (fs.existsSync(target) && !options.force) throw new DocgenError(problem(DEFAULT_CONFIG, 'a docgen config is already there; pass --force to write over it'));
  const { input, notices } = await readDocusaurusConfig(path.join(root, from), root, from);
  validateConfig(input, from); // (what cannot be a docgen config stops here, named)

  const markdown = (input.markdown ?? {}) as Record<string, unknown>;
  const plugins: string[] = [];
  for (const key of PLUGIN_KEYS) {
    const list = markdown[key];
    if (!Array.isArray(list)) continue;
    const names = list.map((entry) => {
      const [fn, opts] = Array.isArray(entry) ? entry : [entry];
      return `${(fn as { name?: string }).name || 'a plugin'}${opts === undefined ? '' : ` with options ${JSON.stringify(opts)}`}`;
    });
    plugins.push(`markdown.${key}: ${names.join('; ')}`);
    delete markdown[key];
  }
  // The docs options that are functions (editUrl, numberPrefixParser): code too, named for the author.
  const functions: string[] = [];
  const docsEntries: [string, Record<string, unknown>][] = [['docs', input.docs as Record<string, unknown>], ...((input.docsPlugins ?? []) as Record<string, unknown>[]).map((p, i) => [`docsPlugins[${i}]`, p] as [string, Record<string, unknown>])];
  for (const [where, options] of docsEntries) {
    for (const [key, value] of Object.entries(options ?? {})) {
      if (typeof value !== 'function') continue;
      functions.push(`${where}.${key}`);
      delete options[key];
    }
  }
  // (A function of the config is code too: named, for the author to copy.)
  const redirects = input.redirects as Record<string, unknown> | undefined;
  if (typeof redirects?.createRedirects === 'function') {
    plugins.push(`redirects.createRedirects: the function of ${from} (copy it into redirects)`);
    delete redirects.createRedirects;
  }
  const header = [
    `// The docgen config of this site, written by \`docgen migrate\` from ${from}.`,
    '// Paths are relative to the project root. Keys: see the README of docgen.',
    ...(plugins.length
      ? ['//', `// The site's unified plugins and functions were not written here (they are code): import them and add`, '// them (e.g. `import remarkMath from \'remark-math\'` … `markdown: { remarkPlugins: [remarkMath] }`):', ...plugins.map((p) => `//   ${p}`)]
      : []),
    ...(functions.length ? ['//', `// Docs options that are functions were not written here (they are code): copy them from ${from}:`, ...functions.map((f) => `//   ${f}`)] : []),
    ...(notices.length ? ['//', `// Not carried over from ${from} (docgen does not honour them):`, ...notices.map((n) => `//   ${formatProblem(n).replace(/\s+/g, ' ')}`)] : []),
  ];
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${header.join('\n')}\n\nexport default ${JSON.stringify(input, null, 2)};\n`);
  return { from, written: DEFAULT_CONFIG, skipped: notices.length };
}
