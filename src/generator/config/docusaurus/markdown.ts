// A Docusaurus config's `markdown` options as docgen's: format, mdx1Compat (its defaults off when
// `future.v4` is on, or its `mdx1CompatDisabledByDefault`, as Docusaurus 3.10 has it), and the
// preprocessor and parseFrontMatter hooks, the broken Markdown link and image hooks. Other keys are notices.
import { isObject, type Notices } from './notices.ts';

type Out = Record<string, unknown>;

const MDX1_COMPAT = ['comments', 'admonitions', 'headingIds'] as const;

/** Docusaurus' v4 future flag that turns mdx1Compat's defaults off. */
function mdx1CompatOffByDefault(future: unknown): boolean {
  if (!isObject(future)) return false;
  const v4 = future.v4;
  return v4 === true || (isObject(v4) && v4.mdx1CompatDisabledByDefault === true);
}

/** Sets `markdown`'s keys from the Docusaurus config `raw` (its `markdown` and `future`). */
export function mapMarkdownOptions(raw: Out, markdown: Out, notices: Notices): void {
  const byDefault = !mdx1CompatOffByDefault(raw.future);
  const compat: Record<string, boolean> = Object.fromEntries(MDX1_COMPAT.map((k) => [k, byDefault]));
  const options = isObject(raw.markdown) ? raw.markdown : {};
  for (const [k, v] of Object.entries(options)) {
    if (k === 'format') markdown.format = v;
    else if (k === 'mdx1Compat' && isObject(v)) {
      for (const [key, on] of Object.entries(v)) {
        if ((MDX1_COMPAT as readonly string[]).includes(key) && typeof on === 'boolean') compat[key] = on;
        else notices.skip(`markdown.mdx1Compat.${key}`, `not an mdx1Compat option docgen knows (${MDX1_COMPAT.join(', ')}); ignored`);
      }
    } else if ((k === 'preprocessor' || k === 'parseFrontMatter') && typeof v === 'function') markdown[k] = v;
    else if (k === 'hooks' && isObject(v)) brokenMarkdownHooks(v, String(raw.onBrokenLinks ?? 'throw'), notices);
    else notices.skip(`markdown.${k}`, 'not supported by docgen; ignored');
  }
  if (Object.values(compat).some((on) => !on)) markdown.mdx1Compat = compat;
}

/**
 * `markdown.hooks`: what to do with a link to a Markdown file, or an image, that is not there. docgen
 * checks both as links, as `onBrokenLinks` says: a hook that says the same is honoured, another is said.
 */
function brokenMarkdownHooks(hooks: Out, onBrokenLinks: string, notices: Notices): void {
  for (const [key, value] of Object.entries(hooks)) {
    const what = key === 'onBrokenMarkdownLinks' ? 'links to missing Markdown files' : key === 'onBrokenMarkdownImages' ? 'missing images' : undefined;
    if (!what) notices.skip(`markdown.hooks.${key}`, 'not a hook docgen knows (onBrokenMarkdownLinks, onBrokenMarkdownImages); ignored');
    else if (value !== onBrokenLinks) notices.skip(`markdown.hooks.${key}`, `docgen treats ${what} as onBrokenLinks says ("${onBrokenLinks}")`);
  }
}
