// remark plugin: heading ids the GitHub way (github-slugger, -1/-2 for repeats) and explicit
// `{#custom-id}` suffixes, which are removed from the heading text.
import type { Root, Heading, Text } from 'mdast';
import type { VFile } from 'vfile';
import GithubSlugger from 'github-slugger';
import { walk } from '../../components/kit/walk.ts';
import { toString } from 'mdast-util-to-string';
import { reportAt } from '../../components/kit/file-data.ts';

/** A heading's explicit id at the end of its text: `## Title {#custom-id}`. */
export const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** The id docgen gives a heading without an explicit one (`slugger` counts repeats within a page). */
export function headingSlug(slugger: GithubSlugger, heading: Heading, maintainCase = false): string {
  // Variation selectors and joiners of emoji are not part of the id (as on the reference site).
  return slugger.slug(toString(heading).replace(/[\uFE00-\uFE0F\u200D]/g, ''), maintainCase);
}

/** The ids given so far, by page (a page rendered in parts keeps its file data from part to part). */
const given = new WeakMap<object, { slugger: GithubSlugger; seen: Set<string> }>();

export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    let ids = given.get(file.data);
    if (!ids) given.set(file.data, (ids = { slugger: new GithubSlugger(), seen: new Set<string>() }));
    const { slugger, seen } = ids;
    walk(tree as never, (node: Heading) => {
      if (node.type !== 'heading') return;
      let id: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
        const m = EXPLICIT_ID.exec((last as Text).value);
        if (m) {
          id = m[1];
          (last as Text).value = (last as Text).value.slice(0, m.index);
        }
      }
      id ??= headingSlug(slugger, node);
      if (id && seen.has(id)) reportAt(file, `duplicate heading id "#${id}"`, node.position);
      seen.add(id);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}
