// The values a page's code gets for its imports, as Docusaurus' bundler gives them: a module of the
// site or a package is bundled (once per thread, mdx/site-components.ts) and each name is bound to
// its real export — an array, a function, an object, a component; a Markdown partial and a theme
// component docgen renders itself are components that render as slots (mdx/shim-runtime.ts).
// Only the names the page's code uses are bound (a component used only as an element is rendered
// from its binding, transform.ts); JSON is read by mdx/json-imports.ts first.
import type { ComponentType } from 'react';
import type { MdxScope } from './scope.ts';
import type { Context, Position } from './context.ts';
import { pageModule, type ModuleSite } from './react-nodes.ts';
import { slotElement } from './shim-runtime.ts';

const MARKDOWN = /\.mdx?$/i;

/** Binds the imports the scope's code uses; a module that cannot be loaded is reported at the imports. */
export function bindImportValues(scope: MdxScope, site: ModuleSite | undefined, ctx: Context, position: Position): void {
  const rendered = new Map<string, ComponentType>();
  const slotComponent = (source: string): ComponentType => {
    let component = rendered.get(source);
    if (!component) rendered.set(source, (component = (props: Record<string, unknown>) => slotElement(source, props) as never));
    return component;
  };
  scope.resolveImports((binding, local) => {
    if (!scope.uses(local) || /\.json$/i.test(binding.source)) return undefined;
    if (MARKDOWN.test(binding.source) || site?.slots.includes(binding.source)) return binding.name === 'default' ? { value: slotComponent(binding.source) } : undefined;
    if (!site) return undefined;
    const mod = pageModule(binding.source, site, ctx, position);
    if ('error' in mod) {
      ctx.report(mod.error, position);
      return undefined;
    }
    return { value: binding.name === '*' ? mod.exports : binding.name === 'default' ? mod.exports.default : mod.exports[binding.name] };
  });
}
