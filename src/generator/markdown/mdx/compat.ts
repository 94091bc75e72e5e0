// What Docusaurus rewrites in a page's source before MDX parses it, so that Markdown written for it
// means the same here: a heading's `{#custom-id}` (MDX would read it as an expression) is escaped
// for the heading-id step (markdown/heading-ids.ts), an admonition's title written after its name
// (`:::tip Read this`) becomes the directive label (`:::tip[Read this]`) — these two are its
// `markdown.mdx1Compat` options `headingIds` and `admonitions`, on unless the site turns them off.
// Code fences are left alone. And in every page, MDX or not, a fence of language `mdx-code-block`
// gives its content to the page as it is (its fence lines left blank). Lines are kept, so
// positions stay those of the source.

/** An edit of the rewritten source that gives back what the author wrote there (for the page's Markdown copy). */
export interface CompatEdit {
  start: number;
  end: number;
  text: string;
}

/** Docusaurus' mdx1Compat options this step follows (HTML comments are the parser's: parse.ts). */
export interface CompatOptions {
  headingIds?: boolean;
  admonitions?: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Docusaurus unwraps these with three or four backticks, indented by spaces only. */
const MDX_CODE_BLOCK = /^( *)(`{3,4}) *mdx-code-block[ \t]*$/;
const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?[ \t])\{#([^}\s]+)\}[ \t]*$/;
/** (In a blockquote or indented too, as Docusaurus has it.) */
export const ADMONITION_TITLE = /^((?:[ \t]*>)*[ \t]*:{3,})([a-zA-Z][\w-]*)[ \t]+([^{\s].*?)[ \t]*$/;

/** Whether `line` closes the code fence `fence` opened: the same character, at least as many, nothing after them. */
function closesFence(fence: string, line: string): boolean {
  const f = FENCE.exec(line);
  return !!f && f[1][0] === fence[0] && f[1].length >= fence.length && !line.slice(f[0].length).trim();
}

/** Whether a title's brackets pair up (then it is the label as written: its links stay links). */
function balanced(title: string): boolean {
  let depth = 0;
  for (let i = 0; i < title.length; i++) {
    if (title[i] === '\\') i++;
    else if (title[i] === '[') depth++;
    else if (title[i] === ']' && --depth < 0) return false;
  }
  return depth === 0;
}

export function mdxCompat(source: string, options: CompatOptions = {}, restore?: CompatEdit[]): string {
  const headingIds = options.headingIds !== false;
  const admonitions = options.admonitions !== false;
  if (!(headingIds && source.includes('{#')) && !(admonitions && source.includes(':::'))) return source;
  const lines = source.split('\n');
  const ids: { line: number; at: number; text: string }[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fence) {
      if (closesFence(fence, line)) fence = undefined;
      continue;
    }
    const f = FENCE.exec(line);
    if (f) {
      fence = f[1];
      continue;
    }
    const id = headingIds ? HEADING_ID.exec(line) : null;
    if (id) {
      lines[i] = `${id[1]}\\{#${id[2]}\\}`;
      // (The copy keeps the id as written: `\{#id\}` is only for MDX's parser.)
      ids.push({ line: i, at: id[1].length, text: `{#${id[2]}}` });
      continue;
    }
    const admonition = admonitions ? ADMONITION_TITLE.exec(line) : null;
    // (As Docusaurus does; a title whose brackets do not pair up has them escaped, to stay a title.)
    if (admonition) lines[i] = `${admonition[1]}${admonition[2]}[${balanced(admonition[3]) ? admonition[3] : admonition[3].replace(/[[\]\\]/g, '\\$&')}]`;
  }
  // (Offsets of the rewritten lines, found in one pass.)
  if (restore && ids.length) {
    let offset = 0;
    let line = 0;
    for (const id of ids) {
      for (; line < id.line; line++) offset += lines[line].length + 1;
      restore.push({ start: offset + id.at, end: offset + lines[id.line].length, text: id.text });
    }
  }
  return lines.join('\n');
}

/** A page with its `mdx-code-block` fences unwrapped: their content is the page's (Docusaurus' escape hatch for MDX that other tools must see as code). */
export function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes('mdx-code-block')) return source;
  const lines = source.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fence) {
      if (closesFence(fence, line)) fence = undefined;
      continue;
    }
    const f = FENCE.exec(line);
    const wrapper = MDX_CODE_BLOCK.exec(line);
    const close = wrapper ? lines.findIndex((l, j) => j > i && new RegExp(`^ *${wrapper[2]}\r?$`).test(l)) : -1;
    if (wrapper && close > i) lines[i] = lines[close] = '';
    else if (f) fence = f[1];
  }
  return lines.join('\n');
}
