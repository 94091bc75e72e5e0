// Whether an MDX page needs the MDX parser: a page with no JSX, no `{expression}` and no
// import/export outside its code (fenced, or in backticks) is plain Markdown, and takes the fast
// Markdown parser (markdown/parse.ts) to the same HTML (test/integration/mdx-fast-path.test.ts
// holds the two together on every page of the site). The check only looks for the characters MDX
// syntax starts with, so it errs towards the MDX parser, never away from it.

/** A fence at any indent (in a list item too); a false one only sends the page to the MDX parser. */
const FENCE = /^\s*(`{3,}|~{3,})/;
/** Code spans: a run of backticks to the same run. */
const CODE_SPAN = /(`+)[^`]*?[^`]?\1(?!`)/g;
const ESM = /^(import|export)\s/;
const MDX_START = /[{}]|<[A-Za-z/>!]/;

export function hasMdxSyntax(source: string): boolean {
  if (!MDX_START.test(source) && !/^(import|export)\s/m.test(source)) return false;
  let fence: string | undefined;
  for (const line of source.split('\n')) {
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && !line.slice(f[0].length).trim()) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    if (ESM.test(line) || MDX_START.test(line.replace(CODE_SPAN, ''))) return true;
  }
  return false;
}
