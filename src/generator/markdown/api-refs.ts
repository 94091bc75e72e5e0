// remark plugin: API references in prose — [method: Page.goto], [`event: Page.console`],
// [property: Page.keyboard], [option: Page.goto.timeout], [param: url], [Locator] — become links
// whose href and Java label are filled in when the page's docs version is known (an unknown
// reference is then an error with its line).
import type { Root, Parent, PhrasingContent, Text, InlineCode, Link } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../../components/kit/walk.ts';
import { fileData, LABEL_PREFIX, PLACEHOLDER_PREFIX } from '../../components/kit/file-data.ts';

export type ApiRefKind = 'method' | 'property' | 'event' | 'option' | 'param' | 'class';

export interface ApiRefTarget {
  href: string;
  label: string;
  /** Rendered as inline code rather than a link (e.g. [param: url]). */
  codeOnly?: boolean;
}

export interface ApiRefResolver {
  isClass(name: string): boolean;
  /** Resolves a reference; `member` is the current API member for [option: x] / [param: x]. */
  resolve(kind: ApiRefKind, ref: string, member?: string): ApiRefTarget | { error: string };
}

const REF = /\[(method|property|event|option|param): ([\w.$#-]+)\]|\[([A-Z][A-Za-z0-9]+)\]/g;
const KINDS = new Set(['method', 'property', 'event', 'option', 'param']);

export function remarkApiRefs(options: { isClass?: (name: string) => boolean }) {
  const { isClass } = options;
  return (tree: Root, file: VFile) => {
    if (!isClass) return;
    const data = fileData(file);
    // The member whose prose a line belongs to (several members' prose may share one source).
    const memberAt = (line: number | undefined): string | undefined => {
      if (!data.apiMembers?.length || line === undefined) return data.apiMember;
      let found: string | undefined;
      for (const [start, m] of data.apiMembers) if (start <= line) found = m;
      return found ?? data.apiMember;
    };
    // The reference is resolved later, against the API data of the page's docs version, like
    // any other link: the node carries placeholders for its href and its label.
    const toNode = (kind: ApiRefKind, ref: string, line: number | undefined, raw: string): PhrasingContent => {
      const n = data.links.length;
      const fileLine = line !== undefined ? line + data.firstLine - 1 : undefined;
      data.links.push({ kind: 'api', target: ref, apiKind: kind, member: memberAt(line), hash: '', line: fileLine, raw });
      const label: PhrasingContent = { type: 'text', value: `${LABEL_PREFIX}${n}` };
      if (kind === 'param') return { type: 'inlineCode', value: `${LABEL_PREFIX}${n}` };
      return { type: 'link', url: `${PLACEHOLDER_PREFIX}${n}`, data: { apiRef: true }, children: [label] } as Link;
    };

    /** Splits a text value into text and reference nodes; returns null when it holds none. */
    const expand = (value: string, line: number | undefined): PhrasingContent[] | null => {
      if (!value.includes('[')) return null;
      const out: PhrasingContent[] = [];
      let last = 0;
      for (const m of value.matchAll(REF)) {
        const kind = (m[1] ?? 'class') as ApiRefKind;
        if (kind === 'class' && !isClass(m[3])) continue;
        pushText(out, value.slice(last, m.index));
        out.push(toNode(kind, m[2] ?? m[3], line, m[0]));
        last = m.index! + m[0].length;
      }
      if (last === 0) return null;
      pushText(out, value.slice(last));
      return out;
    };

    walk(tree as never, (node: Parent | PhrasingContent) => {
      if (!('children' in node) || node.type === 'link' || node.type === 'linkReference' || node.type === 'heading') return;
      const parent = node as Parent;
      const children = parent.children as PhrasingContent[];
      let changed = false;
      const out: PhrasingContent[] = [];
      for (let i = 0; i < children.length; i++) {
        const child = children[i];
        if (child.type !== 'text') {
          out.push(child);
          continue;
        }
        const line = child.position?.start.line;
        // [`method: Page.goto`] parses as text "…[" + inlineCode + text "]…".
        const next = children[i + 1];
        const after = children[i + 2];
        const code = next?.type === 'inlineCode' && /^(method|property|event|option|param): ([\w.$#-]+)$/.exec((next as InlineCode).value);
        if (code && child.value.endsWith('[') && after?.type === 'text' && after.value.startsWith(']')) {
          changed = true;
          const before = child.value.slice(0, -1);
          out.push(...(expand(before, line) ?? (before ? [{ type: 'text', value: before } as Text] : [])));
          out.push(toNode(code[1] as ApiRefKind, code[2], next.position?.start.line, `[\`${(next as InlineCode).value}\`]`));
          (after as Text).value = after.value.slice(1);
          i += 1;
          continue;
        }
        const expanded = expand(child.value, line);
        if (expanded) {
          changed = true;
          out.push(...expanded);
        } else out.push(child);
      }
      if (changed) parent.children = out as Parent['children'];
    });
  };
}

function pushText(out: PhrasingContent[], value: string) {
  if (value) out.push({ type: 'text', value });
}

export { KINDS as API_REF_KINDS };
