// Builds the mdast node of a tab set (rendered as an ARIA tablist with one panel per tab).
// Shared by code-block tabs and ::::tabs containers. Tab sets sync by group across the site.
import type { RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { fileData } from '../kit/file-data.ts';
import { TABS } from './classes.ts';

export interface TabSource {
  label: string;
  children: RootContent[];
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'tab';

export function buildTabs(tabs: TabSource[], group: string | undefined, file: VFile) {
  const data = fileData(file);
  const setIndex = (data.tabSets = (data.tabSets ?? 0) + 1);
  const groupId = group ?? tabs.map((t) => slug(t.label)).join('-');
  const ids = tabs.map((t, i) => `tabs-${setIndex}-${i}`);
  const buttons = tabs.map((t, i) => ({
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'tab',
      id: `${ids[i]}-tab`,
      ariaSelected: i === 0 ? 'true' : 'false',
      ariaControls: ids[i],
      tabIndex: i === 0 ? 0 : -1,
      className: [TABS.tab],
      dataValue: slug(t.label),
    },
    children: [{ type: 'text', value: t.label }],
  }));
  return {
    type: 'tabs',
    data: { hName: 'div', hProperties: { className: [TABS.root], dataGroup: groupId } },
    children: [
      { type: 'tabList', data: { hName: 'div', hProperties: { role: 'tablist', className: [TABS.list] }, hChildren: buttons }, children: [] },
      ...tabs.map((t, i) => ({
        type: 'tabPanel',
        data: {
          hName: 'div',
          hProperties: { role: 'tabpanel', id: ids[i], ariaLabelledBy: `${ids[i]}-tab`, className: [TABS.panel], dataValue: slug(t.label), hidden: i !== 0 },
        },
        children: t.children,
      })),
    ],
  };
}
