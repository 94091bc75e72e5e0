// A fast tree walk for our plugins (unist-util-visit allocates closures per node, which dominated
// build profiles). The visitor may replace the node at `index` in `parent.children` and return
// the index to continue from (the replacement is visited, not the old node's children);
// returning SKIP does not descend into the node. Plugins narrow node types themselves.
export const SKIP = Symbol('skip');

interface TreeNode {
  type: string;
  children?: TreeNode[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Visitor = (node: any, index: number, parent: any) => number | typeof SKIP | void;

export function walk(tree: unknown, visitor: Visitor): void {
  const go = (node: TreeNode, index: number, parent: TreeNode | undefined): number | void => {
    const result = visitor(node, index, parent);
    if (typeof result === 'number') return result;
    const children = node.children;
    if (result !== SKIP && children) {
      for (let i = 0; i < children.length; ) {
        const next = go(children[i], i, node);
        i = typeof next === 'number' ? next : i + 1;
      }
    }
  };
  go(tree as TreeNode, -1, undefined);
}
