// Builds the mdast node of a tab set (rendered as an ARIA tablist with one panel per tab).
// Shared by code-block tabs and ::::tabs containers. Tab sets sync by group across the site.
import type { RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { fileData } from '../kit/file-data.ts';
import { TABS } from './classes.ts';
import { elementProperties } from '../kit/jsx-props.ts';

export interface TabSource {
  label: string;
  /** What the tab is chosen by (kept in step across a group): its label's slug unless given. */
  value?: string;
  /** Further attributes of its button (MDX TabItem `attributes`). */
  attributes?: Record<string, unknown>;
  children: RootContent[];
}

export interface TabSetOptions {
  /** The tab shown first (0 unless given). */
  selected?: number;
  /** The URL query parameter the chosen tab is kept in (MDX Tabs `queryString`). */
  queryKey?: string;
  /** Further class names of the set. */
  className?: string;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'tab';

/**
 * `group`: the group the set is kept in step with (and remembered by); null: none; undefined: the
 * group of the same labels (code tabs).
 */
export function buildTabs(tabs: TabSource[], group: string | null | undefined, file: VFile, options: TabSetOptions = {}) {
  const data = fileData(file);
  const setIndex = (data.tabSets = (data.tabSets ?? 0) + 1);
  const groupId = group === null ? undefined : (group ?? tabs.map((t) => slug(t.label)).join('-'));
  const selected = options.selected ?? 0;
  const valueOf = (t: TabSource) => t.value ?? slug(t.label);
  const ids = tabs.map((t, i) => `tabs-${setIndex}-${i}`);
  const buttons = tabs.map((t, i) => ({
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'tab',
      id: `${ids[i]}-tab`,
      ariaSelected: i === selected ? 'true' : 'false',
      ariaControls: ids[i],
      tabIndex: i === selected ? 0 : -1,
      ...(t.attributes ? elementProperties(t.attributes) : {}),
      className: [TABS.tab, ...classNames(t.attributes?.className)],
      dataValue: valueOf(t),
    },
    children: [{ type: 'text', value: t.label }],
  }));
  return {
    type: 'tabs',
    data: { hName: 'div', hProperties: { className: [TABS.root, ...classNames(options.className)], dataGroup: groupId, ...(options.queryKey ? { dataQuery: options.queryKey } : {}) } },
    children: [
      { type: 'tabList', data: { hName: 'div', hProperties: { role: 'tablist', className: [TABS.list] }, hChildren: buttons }, children: [] },
      ...tabs.map((t, i) => ({
        type: 'tabPanel',
        data: {
          hName: 'div',
          hProperties: { role: 'tabpanel', id: ids[i], ariaLabelledBy: `${ids[i]}-tab`, className: [TABS.panel], dataValue: valueOf(t), hidden: i !== selected },
        },
        children: t.children,
      })),
    ],
  };
}

const classNames = (value: unknown): string[] => (typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : []);
