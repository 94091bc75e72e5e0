// What Docusaurus rewrites in a page's source before MDX parses it, so that Markdown written for it
// means the same here: a heading's `{#custom-id}` (MDX would read it as an expression) is escaped
// for the heading-id step (markdown/heading-ids.ts), and an admonition's title written after its
// name (`:::tip Read this`) becomes the directive label (`:::tip[Read this]`). Code fences are
// left alone. Lines are kept, so positions stay those of the source.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?[ \t])\{#([^}\s]+)\}[ \t]*$/;
/** (In a blockquote or indented too, as Docusaurus has it.) */
const ADMONITION_TITLE = /^((?:[ \t]*>)*[ \t]*:{3,})([a-zA-Z][\w-]*)[ \t]+([^{\s].*?)[ \t]*$/;

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

export function mdxCompat(source: string): string {
  if (!source.includes('{#') && !source.includes(':::')) return source;
  const lines = source.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && !line.slice(f[0].length).trim()) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    const id = HEADING_ID.exec(line);
    if (id) {
      lines[i] = `${id[1]}\\{#${id[2]}\\}`;
      continue;
    }
    const admonition = ADMONITION_TITLE.exec(line);
    // (As Docusaurus does; a title whose brackets do not pair up has them escaped, to stay a title.)
    if (admonition) lines[i] = `${admonition[1]}${admonition[2]}[${balanced(admonition[3]) ? admonition[3] : admonition[3].replace(/[[\]\\]/g, '\\$&')}]`;
  }
  return lines.join('\n');
}
