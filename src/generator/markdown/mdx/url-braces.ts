// Braces in a bare URL (`https://auth.example.com/{room}`) are part of the URL, as Docusaurus reads
// them: its GFM autolinks take the URL, braces and all, before MDX sees an expression there. The
// parser here reads `{room}` as an expression (the page's autolinks are found after parsing,
// markdown/autolinks.ts), so an expression that continues a URL — right after it, no space
// between — is put back as the text it was written as, before anything of the page runs.
import type { Parent, Root, Text } from 'mdast';
import { walk } from '../../../components/kit/walk.ts';

/**
 * A URL the text ends with, as GFM finds one: `http(s)://` and a character of its domain, after
 * anything but a letter; or `www.`, at the start or after white space, `*`, `_`, `~` or `(`; then
 * anything but white space and `<`.
 */
const URL_AT_END = /(?:(?:^|[^A-Za-z])https?:\/\/[^\s<]+|(?:^|[\s*_~(])www\.[^\s<]*)$/;

/** Turns each expression that continues a bare URL of the text before it into text. */
export function bracesInUrlsAsText(tree: Root): void {
  walk(tree as never, (node: Parent) => {
    const children = node.children as (Parent['children'][number] & { value?: string })[] | undefined;
    if (!children) return;
    for (let i = 1; i < children.length; i++) {
      const before = children[i - 1];
      const expression = children[i];
      if (expression.type !== 'mdxTextExpression' || before.type !== 'text' || !URL_AT_END.test(before.value!)) continue;
      (before as Text).value += `{${expression.value}}`;
      const after = children[i + 1];
      const merged = after?.type === 'text' ? 2 : 1;
      if (merged === 2) (before as Text).value += after.value;
      if (before.position && (merged === 2 ? after : expression).position) before.position.end = (merged === 2 ? after : expression).position!.end;
      children.splice(i, merged);
      i--;
    }
  });
}
