// What the stand-ins of Docusaurus' client modules (mdx/site-shims.ts) call in the render thread:
// the page being rendered (its docs version, URL, front matter: what useActiveVersion,
// useLocation, useDoc tell a component) and the slots. A slot is a theme component docgen renders
// itself (`@theme/CodeBlock`, `@theme/Tabs`, a Markdown partial a component imports) met inside a
// site component's React tree: React writes a marker in its place (its children, if they are not
// plain text, between two markers), and mdx/slots.ts puts docgen's own nodes there afterwards.
import { createElement, Fragment, type ReactNode } from 'react';
import type { PageInfo, PageLayout } from '../../../components/kit/file-data.ts';

/** What a page's code may ask about the page (Docusaurus' hooks), with its front matter; `layout`: what its `<Layout>` said (the Layout stand-in writes it). */
export type PageContext = PageInfo & { frontMatter?: Record<string, unknown>; layout?: PageLayout };

/** A slot of the React tree being rendered: the module of the component, its props, and its text children. */
export interface SlotRecord {
  source: string;
  props: Record<string, unknown>;
  /** Its children when they are plain text (a CodeBlock's code); else they stand between markers. */
  text?: string;
}

export const SLOT_MARK = '\u{E001}';
const PAGE = Symbol.for('docgen.mdx.page');
const SLOT = Symbol.for('docgen.mdx.slot');

let records: SlotRecord[] = [];
let current: PageContext = {};
let pageRead = false;

/** A marker in HTML: `open`/`close` around children, `slot` for a leaf. */
export const slotMarker = (kind: 'open' | 'close' | 'slot', id: number) => `${SLOT_MARK}${kind}:${id}${SLOT_MARK}`;

/** The slot element of a component docgen renders: a marker, or markers around its children. */
export function slotElement(source: string, props: Record<string, unknown>): ReactNode {
  const { children, ...rest } = props ?? {};
  const texts = (Array.isArray(children) ? children : [children]).filter((c) => c !== undefined && c !== null && c !== false);
  if (texts.every((c) => typeof c === 'string' || typeof c === 'number')) {
    const id = records.push({ source, props: rest, text: texts.join('') }) - 1;
    return slotMarker('slot', id);
  }
  const id = records.push({ source, props: rest }) - 1;
  return createElement(Fragment, null, slotMarker('open', id), children as ReactNode, slotMarker('close', id));
}

/** The record of a slot marker met in the HTML. */
export const slotRecord = (id: number): SlotRecord | undefined => records[id];

/** Sets the page the next code runs for, and forgets the slots of the page before. */
export function enterPage(page: PageContext): void {
  records = [];
  install();
  current = page;
  pageRead = false;
}

/** The page this thread's code runs for now, as a copy (nothing is counted as read). */
export const currentPage = (): PageContext => structuredClone(current);

/** Whether code asked about the page since it was entered (then what it rendered may depend on the page, not only on its source). */
export const pageWasRead = (): boolean => pageRead;

let installed = false;
function install(): void {
  if (installed) return;
  installed = true;
  (globalThis as Record<symbol, unknown>)[SLOT] = slotElement;
  // (The stand-ins read the page from here: site-shims.ts.)
  Object.defineProperty(globalThis, PAGE, { configurable: true, get: () => ((pageRead = true), current) });
}
