// remark plugin: a page's reference links and images (`[text][label]`, `[label]`, `![alt][label]`)
// become the links and images their definitions make them, and the definitions leave the tree (they
// show nothing). markdown-it resolves references itself; micromark keeps them as references: after
// this step both trees say the same, so that a page's links are collected the same way whichever
// parser read it — one per use, at the line of the use (a definition no text uses links nothing,
// as on the rendered page).
import type { Root, Definition, Parent, RootContent } from 'mdast';

export function remarkResolveReferences() {
  return (tree: Root) => {
    const definitions = new Map<string, Definition>();
    const find = (node: Parent) => {
      for (const child of node.children) {
        if (child.type === 'definition') {
          // (The first definition of a label is the one that counts, as CommonMark says.)
          if (!definitions.has(child.identifier.toUpperCase())) definitions.set(child.identifier.toUpperCase(), child);
        } else if ('children' in child) find(child);
      }
    };
    find(tree);
    if (!definitions.size) return;
    const resolve = (node: Parent) => {
      const kept: RootContent[] = [];
      for (const child of node.children as RootContent[]) {
        if (child.type === 'definition') continue;
        if (child.type === 'linkReference' || child.type === 'imageReference') {
          const definition = definitions.get(child.identifier.toUpperCase());
          if (definition) {
            const base = { url: definition.url, title: definition.title ?? null, ...(child.position ? { position: child.position } : {}) };
            kept.push(child.type === 'linkReference' ? { type: 'link', ...base, children: child.children } : { type: 'image', ...base, alt: child.alt ?? null });
            if (child.type === 'linkReference') resolve(kept[kept.length - 1] as Parent);
            continue;
          }
        }
        if ('children' in child) resolve(child);
        kept.push(child);
      }
      node.children = kept as never;
    };
    resolve(tree);
  };
}
