// A partial's relative links to files (Markdown pages, images, other files) lead from the
// partial's own file, as Docusaurus resolves them (`../tutorials/part-8.md` in
// docs/components/_warning.mdx is docs/tutorials/part-8.md, whichever page imports it): written
// here relative to the page that shows it, for the page's link step (markdown/links.ts) to resolve
// as its own. (A relative URL path without a file extension is the browser's, left as it is.)
import path from 'node:path';
import type { Root } from 'mdast';
import { walk } from '../../../components/kit/walk.ts';

const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/|#)/i;

/** Rewrites the relative URLs of a partial's tree (from `partialDir`) as seen from `pageDir`. */
export function rebaseLinks(tree: Root, partialDir: string, pageDir: string): void {
  if (path.resolve(partialDir) === path.resolve(pageDir)) return;
  walk(tree as never, (node: { type: string; url?: string }) => {
    if ((node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') || !node.url || !RELATIVE.test(node.url)) return;
    const cut = node.url.search(/[?#]/);
    const [target, rest] = cut < 0 ? [node.url, ''] : [node.url.slice(0, cut), node.url.slice(cut)];
    if (!/\.[a-z0-9]+$/i.test(target)) return;
    const rel = path.relative(pageDir, path.resolve(partialDir, target)).split(path.sep).join('/');
    node.url = `${rel.startsWith('../') ? rel : `./${rel}`}${rest}`;
  });
}
