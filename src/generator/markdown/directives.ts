// remark plugin: container (`:::name … :::`) and leaf (`::name{…}`) directives, parsed by
// directive-syntax.ts, are handed to the component that handles them (components/registry.ts);
// a directive no component handles is an error naming the accepted ones.
import type { Root, Parent, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../../components/kit/walk.ts';
import { reportAt } from '../../components/kit/file-data.ts';
import { forSettings, type ContentComponent, type DirectiveHandler, type DirectiveNode, type MarkdownSettings } from '../../components/kit/component.ts';
import { suggestion } from '../../shared/suggest.ts';

export function remarkDirectives(options: { components: ContentComponent[]; settings?: MarkdownSettings }) {
  const containers = new Map<string, DirectiveHandler>();
  const leaves = new Map<string, DirectiveHandler>();
  for (const c of options.components) {
    for (const [name, handler] of Object.entries(forSettings(c.containers, options.settings) ?? {})) containers.set(name, handler);
    for (const [name, handler] of Object.entries(c.leaves ?? {})) leaves.set(name, handler);
  }
  const accepted = [...new Set([...containers.keys(), ...leaves.keys()])];
  return (tree: Root, file: VFile) => {
    walk(tree as never, (node: Parent | RootContent, index: number, parent: Parent | undefined): number | void => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective') return;
      if (!parent || index === undefined) return;
      const d = node as unknown as DirectiveNode;
      const handler = (d.type === 'containerDirective' ? containers : leaves).get(d.name);
      if (!handler) {
        const container = d.type === 'containerDirective';
        reportAt(file, `unknown directive ${container ? ':::' : '::'}${d.name}; ${suggestion(d.name, accepted, 'directives')}${container ? " (a site's own admonition keywords go in the config's markdown.admonitions.keywords)" : ''}`, d.position);
        return;
      }
      parent.children.splice(index, 1, handler(d, file, parent));
      return index; // visit the replacement (directives nest), not the old node's children
    });
  };
}
