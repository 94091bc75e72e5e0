// Builds the content of one API class page from the version's data and the shared prose:
// sections in a fixed order, members sorted by snake_case name, generated usage lines, argument
// lists with anchors and linked types. Prose chunks go through the Markdown pipeline.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { ApiClass, ApiMember, ApiParam, ApiOption, ApiProperty, ApiVersionData } from '../content/api-data.ts';
import { createApiResolver, memberKey, specNameOf, usagePrefix } from '../content/api-data.ts';
import type { ApiRefResolver } from '../markdown/api-refs.ts';
import type { ClassProse, ProseChunk } from '../content/api-prose.ts';
import type { AsyncMarkdownRenderer, MarkdownResult } from '../markdown/pipeline.ts';
import { problem } from '../errors.ts';
import type { ApiArgView, ApiClassView, ApiMemberView, TypeToken } from '../../shared/types.ts';
import { ApiClassBody } from '../../components/api-member/ApiClassBody.tsx';
import type { TocEntry } from '../../shared/types.ts';
import { ChunkRenderer } from './chunks.ts';
import { firstParagraphText } from '../markdown/plain-text.ts';

const SECTION_ORDER = ['Methods', 'Properties', 'Events', 'Deprecated'];

export interface ApiPageInput {
  cls: ApiClass;
  data: ApiVersionData;
  prose?: ClassProse;
  /** Display path of the prose file (for messages about missing prose). */
  proseFile: string;
  render: AsyncMarkdownRenderer;
  /** URL of the version's API pages, e.g. /java/docs/next/api */
  apiRoute: string;
  externalTypes: Record<string, string>;
  variables: Record<string, string>;
  docPath: string;
  /** Severity of missing descriptions. */
  missingProse: 'error' | 'warning';
  /** The language of the usage lines (config api.language; plain text by default). */
  language?: string;
}

export const snakeCase = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2').toLowerCase();

export function sinceLabel(since: string): string {
  const v = since.startsWith('v') ? since : `v${since}`;
  return v === 'v1.8' ? 'Added before v1.9' : `Added in: ${v}`;
}

/** Splits a Java type string into tokens, linking API classes and configured external types. */
export function typeTokens(type: string, classHref: (name: string) => string | undefined, external: Record<string, string>): TypeToken[] {
  if (type.startsWith('enum ')) return [{ text: type }];
  const tokens: TypeToken[] = [];
  let last = 0;
  for (const m of type.matchAll(/[A-Za-z_][\w]*(?:\.[A-Z]\w*)*/g)) {
    const href = classHref(m[0]) ?? external[m[0]];
    if (!href) continue;
    if (m.index! > last) tokens.push({ text: type.slice(last, m.index) });
    tokens.push({ text: m[0], href });
    last = m.index! + m[0].length;
  }
  if (last < type.length) tokens.push({ text: type.slice(last) });
  return tokens;
}

export async function renderApiPage(input: ApiPageInput): Promise<MarkdownResult> {
  const { cls, prose } = input;
  const file = prose?.file ?? input.proseFile;
  const chunks = new ChunkRenderer(input.render, { file, docPath: input.docPath, variables: input.variables });
  const problems = chunks.problems;
  problems.push(...(prose?.problems ?? []));
  const ids = chunks.ids;
  const classes = new Map(input.data.classes.map((c) => [c.name, c]));
  const classHref = (name: string) => (classes.has(name) ? `${input.apiRoute}/${classes.get(name)!.id}` : undefined);
  const types = (t: string) => typeTokens(t, classHref, input.externalTypes);

  const renderChunk = (chunk: ProseChunk | undefined, member?: string) => chunks.add(chunk?.text, chunk?.line ?? 1, member);
  const missing = (message: string, line?: number) => problems.push({ ...problem(file, message, line), severity: input.missingProse });

  if (!prose) missing(`no API prose for class ${cls.name} (expected ${input.proseFile})`);
  else if (!prose.intro.text.trim()) missing(`class ${cls.name} has no introduction`, prose.intro.line);
  const introHtml = renderChunk(prose?.intro);
  // The description: the intro's first paragraph as plain text, its references as the page names them.
  const summary = prose ? firstParagraphText(plainRefs(prose.intro.text, createApiResolver(input.data, input.apiRoute))) : '';

  const describe = (key: string, names: string[], memberProse: ClassProse['members'] extends Map<string, infer V> ? V | undefined : never, what: string, line?: number): string => {
    for (const n of names) {
      const own = memberProse?.params.get(n);
      if (own?.text.trim()) return renderChunk(own, key);
    }
    for (const n of names) {
      const def = prose?.defaults.get(n);
      if (def?.text.trim()) return renderChunk(def, key);
    }
    if (prose) missing(`${key}: ${what} "${names[0]}" has no description (add "### ${what}: ${names[0]}" or a class-wide "## option: ${names[0]}")`, line);
    return '';
  };

  const propertyViews = (props: ApiProperty[] | undefined): ApiArgView[] =>
    (props ?? []).map((p) => ({ name: p.name, type: types(p.type), optional: !!p.optional, html: '', children: propertyViews(p.properties), since: undefined }));

  const memberView = (m: ApiMember): ApiMemberView => {
    const key = memberKey(cls, m);
    const mp = prose?.members.get(key);
    if (prose && (!mp || !mp.body.text.trim())) missing(`${key}: no description (add a "## ${key}" section)`);
    const html = renderChunk(mp?.body, key);
    const since = m.since.replace(/^v?/, 'v');
    const args: ApiArgView[] = [];
    const argSince = (s?: string) => (s && s.replace(/^v?/, 'v') !== since ? s.replace(/^v?/, 'v') : undefined);
    for (const p of m.params ?? []) {
      if (p.options) {
        const options = [...p.options].sort((a, b) => a.name.localeCompare(b.name));
        args.push({
          name: p.name,
          type: [{ text: p.type }],
          optional: p.optional !== false,
          anchor: undefined,
          html: '',
          since: undefined,
          children: options.map((o: ApiOption) => ({
            name: o.setter ?? o.name,
            type: types(o.type),
            optional: true,
            anchor: o.anchor,
            since: argSince(o.since),
            html: describe(key, [o.name, ...(o.specName ? [o.specName] : [])], mp, 'option', mp?.line),
            children: propertyViews(o.properties),
          })),
        });
      } else {
        args.push({
          name: p.name,
          type: types(p.type),
          optional: !!p.optional,
          anchor: p.anchor,
          since: argSince(p.since),
          html: describe(key, [p.name, ...(p.specName ? [p.specName] : [])], mp, 'param', mp?.line),
          children: propertyViews((p as ApiParam).properties),
        });
      }
    }
    const usage = usageLines(cls, m);
    const usageHtml = chunks.add(`\`\`\`${input.language ?? 'text'}\n${usage.join('\n')}\n\`\`\``, 1);
    let notice: ApiMemberView['notice'];
    if (m.deprecated || m.discouraged) {
      if (prose && !mp?.deprecated?.text.trim()) missing(`${key}: is ${m.deprecated ? 'deprecated' : 'discouraged'} but has no "### deprecated" reason`, mp?.line);
      notice = { kind: m.deprecated ? 'Deprecated' : 'Discouraged', html: renderChunk(mp?.deprecated, key) };
    }
    // Every member has its Returns (or Event data) with its `-return` anchor, also one that returns
    // nothing: links to that anchor are common (a method's result), so it lists the data's type
    // (`void`), or nothing when the data has none.
    const returnType = m.kind === 'event' ? m.eventData : m.returns;
    const returns: ApiMemberView['returns'] = {
      label: m.kind === 'event' ? 'Event data' : 'Returns',
      type: returnType ? types(returnType) : [],
      anchor: `${m.anchor}-return`,
      html: renderChunk(mp?.returns, key),
      children: propertyViews(m.returnProperties),
    };
    return { heading: m.heading, anchor: m.anchor, since: sinceLabel(m.since), notice, html, usageHtml, args, returns };
  };

  const bySection = new Map<string, ApiMemberView[]>();
  const sorted = [...cls.members].sort((a, b) => snakeCase(a.name).localeCompare(snakeCase(b.name)) || a.anchor.localeCompare(b.anchor));
  for (const m of sorted) {
    const section = SECTION_ORDER.includes(m.section) ? m.section : 'Methods';
    if (!bySection.has(section)) bySection.set(section, []);
    bySection.get(section)!.push(memberView(m));
  }
  if (prose) {
    const known = new Set(cls.members.map((m) => memberKey(cls, m)));
    for (const [key, mp] of prose.members) {
      if (!known.has(key) && !key.includes(`${cls.name}.`)) problems.push(problem(file, `"## ${key}" names a member of another class`, mp.line));
    }
  }

  const view: ApiClassView = {
    name: cls.name,
    introHtml,
    extendsType: cls.extends ? types(cls.extends) : undefined,
    sections: SECTION_ORDER.filter((s) => bySection.has(s)).map((title) => ({ title, id: title.toLowerCase(), members: bySection.get(title)! })),
  };
  await chunks.finish();
  const html = chunks.fill(renderToStaticMarkup(createElement(ApiClassBody, { view })));
  const toc: TocEntry[] = [];
  for (const s of view.sections) {
    toc.push({ level: 2, id: s.id, text: s.title, html: s.title });
    ids.push(s.id);
    for (const m of s.members) {
      toc.push({ level: 3, id: m.anchor, text: m.heading, html: escapeHtml(m.heading) });
      ids.push(m.anchor);
      if (m.returns) ids.push(m.returns.anchor);
      const walk = (args: ApiArgView[]) => args.forEach((a) => { if (a.anchor) ids.push(a.anchor); walk(a.children); });
      walk(m.args);
    }
  }
  const sectionsShown = SECTION_ORDER.filter((t) => bySection.has(t));
  return { html, toc, ids, links: chunks.links, summary, problems, markdown: apiMarkdown(cls, prose, sectionsShown, sorted, input.language ?? 'text') };
}

/** The class page as Markdown: introduction, then each member with its prose, usage and arguments. */
function apiMarkdown(cls: ApiClass, prose: ClassProse | undefined, sections: string[], members: ApiMember[], language: string): string {
  const out = [`# ${cls.name}`, '', prose?.intro.text.trim() ?? ''];
  for (const section of sections) {
    out.push('', `## ${section}`);
    for (const m of members.filter((x) => (SECTION_ORDER.includes(x.section) ? x.section : 'Methods') === section)) {
      const mp = prose?.members.get(memberKey(cls, m));
      // Prose of a member, with its [option: x] and [param: x] named after the member (see ownRefs).
      const text = (chunk: ProseChunk | undefined) => ownRefs(chunk?.text.trim() ?? '', cls, m);
      out.push('', `### ${m.heading}`, '', sinceLabel(m.since));
      if (mp?.deprecated?.text.trim()) out.push('', `**${m.deprecated ? 'Deprecated' : 'Discouraged'}:** ${text(mp.deprecated)}`);
      if (mp?.body.text.trim()) out.push('', text(mp.body));
      out.push('', '**Usage**', '', `\`\`\`${language}`, ...usageLines(cls, m), '```');
      const args = (m.params ?? []).flatMap((p) => (p.options ? p.options.map((o) => ({ name: o.setter ?? o.name, type: o.type, key: o.name, optional: true })) : [{ name: p.name, type: p.type, key: p.name, optional: !!p.optional }]));
      if (args.length) {
        out.push('', '**Arguments**', '');
        for (const a of args) {
          const desc = text(mp?.params.get(a.key) ?? prose?.defaults.get(a.key)).replace(/\n+/g, ' ');
          out.push(`- \`${a.name}\` ${a.type}${a.optional ? ' (optional)' : ''}${desc ? `: ${desc}` : ''}`);
        }
      }
      const ret = m.kind === 'event' ? m.eventData : m.returns;
      const returns = text(mp?.returns).replace(/\n+/g, ' ');
      if (ret || returns) out.push('', `**${m.kind === 'event' ? 'Event data' : 'Returns'}:** ${ret ?? ''}${ret && returns ? ' — ' : ''}${returns}`);
    }
  }
  return `${out.join('\n').trim()}\n`;
}

/**
 * Member prose for the page's Markdown copy: `[option: timeout]` and `[param: url]` refer to the
 * member they are written in, which the copy, resolved later without that context, could not
 * know; they become `[option: Page.goto.timeout]`, as an author may write them anyway. Code blocks
 * are left alone.
 */
export function ownRefs(text: string, cls: ApiClass, m: ApiMember): string {
  if (!text.includes('[')) return text;
  const owner = `${cls.name}.${specNameOf(m)}`;
  let fence = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      return fence ? line : line.replace(/\[(`?)(option|param): ([\w$#-]+)\1\]/g, (_all, tick: string, kind: string, name: string) => `[${tick}${kind}: ${owner}.${name}${tick}]`);
    })
    .join('\n');
}

/**
 * Prose with its API references as the names the page shows (`[method: Page.goto]` →
 * Page.navigate(), `[Locator]` → Locator); the rest stays Markdown. An unknown class reference is
 * left as written.
 */
export function plainRefs(text: string, resolver: ApiRefResolver): string {
  return text.replace(/\[`?(method|property|event|option|param): ([\w.$#-]+)`?\]|\[([A-Z][A-Za-z0-9]+)\](?!\()/g, (all, kind: string | undefined, ref: string | undefined, cls: string | undefined) => {
      if (cls && !resolver.isClass(cls)) return all;
      const target = resolver.resolve((kind ?? 'class') as never, (ref ?? cls)!);
      return 'error' in target ? (ref ?? cls)! : target.label;
    });
}

export function usageLines(cls: ApiClass, m: ApiMember): string[] {
  const prefix = usagePrefix(cls);
  if (m.kind === 'event') {
    const on = m.heading.replace(/\(.*$/, '');
    return [`${prefix}${on}(handler);`, `${prefix}${on.replace(/^on/, 'off')}(handler);`];
  }
  if (m.kind === 'property' || !m.usage?.length) return [`${prefix}${m.name}();`];
  return m.usage.map((u) => `${u.replace(new RegExp(`^${cls.name}\\.`), prefix)};`);
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
