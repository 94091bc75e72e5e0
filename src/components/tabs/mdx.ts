// Docusaurus' Tabs and TabItem in MDX (`import Tabs from '@theme/Tabs'`), as our tab sets:
//   <Tabs groupId="build" defaultValue="gradle" values={[{label: 'Maven', value: 'maven'}, …]}
//         queryString className="…" lazy>
//     <TabItem value="maven" label="Maven" default attributes={{className: 'x'}}>…</TabItem>
// A tab's label is its TabItem label, else its entry in `values`, else its value; the one shown
// first is the TabItem marked default, else `defaultValue`, else the first. A groupId keeps the
// sets of that group in step and remembers the choice; queryString keeps it in the URL. (All tabs
// are in the page: `lazy` changes nothing but is accepted.)
import type { RootContent } from 'mdast';
import type { JsxHandler } from '../kit/component.ts';
import { reportAt } from '../kit/file-data.ts';
import { buildTabs, type TabSource } from './tab-set.ts';
import { suggestion } from '../../shared/suggest.ts';

export const TAB_ITEM = '@theme/TabItem';

const tabs: JsxHandler = (node, file, tools) => {
  const { props } = node;
  const values = Array.isArray(props.values) ? (props.values as { label?: unknown; value?: unknown }[]) : [];
  const sources: (TabSource & { isDefault: boolean })[] = [];
  // (`<TabItem value="a">A</TabItem>` on one line is an element inside a paragraph.)
  const children = node.children.flatMap((c) => (c.type === 'paragraph' && c.children.every((x) => (x.type === 'text' && !x.value.trim()) || tools.importOf(x as RootContent) === TAB_ITEM) ? (c.children as RootContent[]) : [c]));
  for (const child of children) {
    const item = tools.importOf(child) === TAB_ITEM ? tools.propsOf(child) : undefined;
    if (!item) {
      if (child.type !== 'text' || child.value.trim()) reportAt(file, `only <TabItem> elements may stand inside <Tabs>, found ${child.type}`, child.position);
      continue;
    }
    const value = item.value === undefined ? undefined : String(item.value);
    if (value === undefined) reportAt(file, 'a <TabItem> needs a value: <TabItem value="maven">', child.position);
    const label = item.label ?? values.find((v) => String(v.value) === value)?.label ?? value ?? '';
    const attributes = typeof item.attributes === 'object' && item.attributes ? (item.attributes as Record<string, unknown>) : undefined;
    sources.push({ label: String(label), value, attributes, isDefault: item.default === true, children: 'children' in child ? (child.children as RootContent[]) : [] });
  }
  if (!sources.length) reportAt(file, '<Tabs> needs at least one <TabItem>', node.position);
  const byDefault = sources.findIndex((s) => s.isDefault);
  const byValue = props.defaultValue === undefined ? -1 : sources.findIndex((s) => s.value === String(props.defaultValue));
  if (props.defaultValue !== undefined && byValue < 0) reportAt(file, `<Tabs defaultValue="${String(props.defaultValue)}">: no <TabItem> has that value; ${suggestion(String(props.defaultValue), sources.flatMap((s) => (s.value === undefined ? [] : [s.value])), 'values')}`, node.position);
  const queryString = props.queryString === true ? (typeof props.groupId === 'string' ? props.groupId : undefined) : typeof props.queryString === 'string' ? props.queryString : undefined;
  return buildTabs(sources, typeof props.groupId === 'string' ? props.groupId : null, file, {
    selected: byDefault >= 0 ? byDefault : Math.max(byValue, 0),
    queryKey: queryString,
    className: typeof props.className === 'string' ? props.className : undefined,
  }) as unknown as RootContent;
};

/** A TabItem outside <Tabs>: its content. */
const tabItem: JsxHandler = (node) => ({ type: 'mdxFragment', data: { hName: 'div' }, children: node.children }) as unknown as RootContent;

export const tabsJsx: Record<string, JsxHandler> = { '@theme/Tabs': tabs, [TAB_ITEM]: tabItem };
