// An island: a site component an MDX page uses whose module says it runs in the browser
// (`export const hydrate = true`). It is rendered on the server like any component (renderToString,
// which the browser's hydration expects), inside a <docgen-island> naming its script (the module
// bundled for the browser, a file named by its hash), its export and its props as JSON; Markdown
// children it was given stand in a <docgen-slot> and stay server HTML. components/islands/client.ts
// starts it in the browser; nothing else of the page runs there.
import type { RootContent } from 'mdast';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND, ISLAND_ATTRIBUTES } from '../../../components/islands/classes.ts';
import { hashedFile, ISLANDS_FOLDER } from '../../hashed-files.ts';
import { SLOT_MARK } from './shim-runtime.ts';

export interface IslandInput {
  component: ComponentType;
  /** The export of the module that is the component ('default' or a name). */
  exportName: string;
  props: Record<string, unknown>;
  children: RootContent[];
  /** The module bundled for the browser. */
  script: string;
  baseUrl: string;
  /** Renders (catching what the component throws) and makes inline styles classes. */
  render: (render: () => string) => string;
}

/** The island's nodes, or why the component cannot be one (then it is rendered as HTML only). */
export function islandNodes(input: IslandInput): RootContent[] | { error: string } {
  const props = jsonProps(input.props);
  if ('error' in props) return props;
  const marker = `\u{E000}docgen-children\u{E000}`;
  const children = input.children.length ? createElement(ISLAND.slot, null, marker) : undefined;
  // (React writes the preloads of the images it rendered ahead of the tree: they go before the
  // island, which the browser's React hydrates with the tree alone.)
  const [preloads, html] = hoistedPreloads(input.render(() => renderToString(createElement(input.component, input.props, children))));
  // (docgen's own components the site's reaches as @theme-original/… are made by docgen, not React: not in an island.)
  if (html.includes(SLOT_MARK)) return { error: "it shows docgen's own components (@theme-original/… or @theme/…), which the browser cannot run" };
  const src = `${input.baseUrl}${hashedFile(ISLANDS_FOLDER, input.script, 'js')}`;
  const open = `<${ISLAND.tag} ${ISLAND_ATTRIBUTES.src}="${attr(src)}" ${ISLAND_ATTRIBUTES.export}="${attr(input.exportName)}" ${ISLAND_ATTRIBUTES.props}="${attr(props.json)}">`;
  const close = `</${ISLAND.tag}>`;
  const at = html.indexOf(marker);
  if (at < 0) return [{ type: 'html', value: `${preloads}${open}${html}${close}` }];
  return [{ type: 'html', value: preloads + open + html.slice(0, at) }, ...input.children, { type: 'html', value: html.slice(at + marker.length).split(marker).join('') + close }];
}

/** The `<link rel="preload">` elements React put at the start of its HTML, and the rest. */
function hoistedPreloads(html: string): [string, string] {
  const m = /^(?:<link rel="preload"[^>]*\/>)+/.exec(html);
  return m ? [m[0], html.slice(m[0].length)] : ['', html];
}

/** Props as JSON, or the first value that JSON cannot carry to the browser. */
function jsonProps(props: Record<string, unknown>): { json: string } | { error: string } {
  let bad: string | undefined;
  const json = JSON.stringify(props, function (key, value: unknown) {
    if (bad) return undefined;
    const kind = typeof value === 'function' ? 'a function' : typeof value === 'symbol' || typeof value === 'bigint' ? `a ${typeof value}` : value && typeof value === 'object' && '$$typeof' in value ? 'JSX' : undefined;
    if (kind) bad = `${kind} (prop ${key})`;
    return value;
  });
  return bad ? { error: `an island's props go to the browser as JSON, and one is ${bad}` } : { json };
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
