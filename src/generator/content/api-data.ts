// API reference data of one docs version (content/api/<version>.json): types, loading, lookups,
// and the resolver for [method: Page.goto]-style references in Markdown.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { generatorVersion, writeAtomically } from '../cache.ts';
import { DocgenError, problem } from '../errors.ts';
import { issueText, pathText, plainIssues } from '../config/zod-problems.ts';
import { didYouMean } from '../../shared/suggest.ts';
import type { ApiRefResolver, ApiRefKind, ApiRefTarget } from '../markdown/api-refs.ts';
import { readJsonFile } from './json-file.ts';
import { outsideProject } from './content-file.ts';

export interface ApiProperty {
  name: string;
  type: string;
  optional?: boolean;
  since?: string;
  properties?: ApiProperty[];
}
export interface ApiOption {
  name: string;
  specName?: string;
  setter?: string;
  type: string;
  anchor?: string;
  since?: string;
  deprecated?: boolean;
  properties?: ApiProperty[];
}
export interface ApiParam {
  name: string;
  specName?: string;
  type: string;
  optional?: boolean;
  anchor?: string;
  since?: string;
  options?: ApiOption[];
  properties?: ApiProperty[];
}
export interface ApiMember {
  kind: 'method' | 'property' | 'event';
  name: string;
  specName?: string;
  heading: string;
  anchor: string;
  section: string;
  since: string;
  params?: ApiParam[];
  usage?: string[];
  returns?: string;
  returnProperties?: ApiProperty[];
  eventData?: string;
  deprecated?: boolean;
  discouraged?: boolean;
}
export interface ApiClass {
  name: string;
  id: string;
  varName: string;
  since: string;
  extends?: string;
  sidebarCategory: string;
  members: ApiMember[];
  /**
   * What its members are called on in usage lines and link texts when not its variable (`page.`),
   * from the config (api.receivers): 'assertThat(locator)', or '' for static methods.
   */
  receiver?: string;
}
export interface ApiVersionData {
  /** Source file of the data (relative to the project root). */
  source: string;
  classes: ApiClass[];
}

const propertySchema: z.ZodType<ApiProperty> = z.lazy(() =>
  z.object({ name: z.string(), type: z.string(), optional: z.boolean().optional(), since: z.string().optional(), properties: z.array(propertySchema).optional() }),
);
const optionSchema = z.object({
  name: z.string(), specName: z.string().optional(), setter: z.string().optional(), type: z.string(), anchor: z.string().optional(),
  since: z.string().optional(), deprecated: z.boolean().optional(), properties: z.array(propertySchema).optional(),
});
const paramSchema = z.object({
  name: z.string(), specName: z.string().optional(), type: z.string(), optional: z.boolean().optional(), anchor: z.string().optional(),
  since: z.string().optional(), options: z.array(optionSchema).optional(), properties: z.array(propertySchema).optional(),
});
const memberSchema = z.object({
  kind: z.enum(['method', 'property', 'event']), name: z.string(), specName: z.string().optional(), heading: z.string(), anchor: z.string(),
  section: z.string(), since: z.string(), params: z.array(paramSchema).optional(), usage: z.array(z.string()).optional(),
  returns: z.string().nullish().transform((v) => v ?? undefined), returnProperties: z.array(propertySchema).optional(), eventData: z.string().nullish().transform((v) => v ?? undefined),
  deprecated: z.boolean().optional(), discouraged: z.boolean().optional(),
});
const classSchema = z.object({
  name: z.string(), id: z.string().regex(/^class-[a-z0-9]+$/), varName: z.string(), since: z.string(), extends: z.string().optional(),
  sidebarCategory: z.string(), members: z.array(memberSchema),
});
const dataSchema = z.object({ classes: z.array(classSchema) });

/**
 * Reads and validates a version's API data. With `cacheDir`, the validated data is kept there by
 * the file's modification time and size, and an unchanged file is not validated again.
 */
export function loadApiData(file: string, displayPath: string, cacheDir?: string, root?: string): ApiVersionData {
  const outside = outsideProject(file, root);
  if (outside) throw new DocgenError(problem(displayPath, outside));
  const stat = cacheDir ? fs.statSync(file, { throwIfNoEntry: false }) : undefined;
  const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 16);
  const prefix = `${digest(file)}-`;
  const kept = stat && path.join(cacheDir!, `${prefix}${digest(`${generatorVersion() ?? 'sources'}\0${stat.mtimeMs}\0${stat.size}`)}.bin`);
  if (kept) {
    try {
      return { source: displayPath, classes: v8.deserialize(fs.readFileSync(kept)) as ApiClass[] };
    } catch {
      // not kept yet
    }
  }
  const data = validateApiData(file, displayPath);
  if (kept) {
    // The data of this file as it was before is of no more use.
    for (const name of fs.existsSync(cacheDir!) ? fs.readdirSync(cacheDir!) : []) if (name.startsWith(prefix)) fs.rmSync(path.join(cacheDir!, name), { force: true });
    writeAtomically(kept, v8.serialize(data.classes));
  }
  return data;
}

function validateApiData(file: string, displayPath: string): ApiVersionData {
  const raw = readJsonFile(file, displayPath);
  const parsed = dataSchema.safeParse(raw, plainIssues);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DocgenError(problem(displayPath, `invalid API data: ${issueText(pathText('', issue.path), issue.message)}`));
  }
  return { source: displayPath, classes: parsed.data.classes };
}

/** The name members are referenced by in Markdown: the upstream spec name. */
export const specNameOf = (m: { name: string; specName?: string }) => m.specName ?? m.name;
export const memberKey = (cls: ApiClass, m: ApiMember) => `${m.kind}: ${cls.name}.${specNameOf(m)}`;

/** The classes' receivers from the config (api.receivers), set on the data as it is loaded. */
export function withReceivers(data: ApiVersionData, receivers: Record<string, string>): ApiVersionData {
  if (!Object.keys(receivers).length) return data;
  return { ...data, classes: data.classes.map((c) => (Object.hasOwn(receivers, c.name) ? { ...c, receiver: receivers[c.name] } : c)) };
}

/** How a member is named in link text: Page.navigate(), Page.keyboard(), assertThat(locator).hasText(). */
export function memberLabel(cls: ApiClass, m: ApiMember): string {
  if (m.kind === 'event') return `${cls.name}.${m.heading}`;
  if (m.kind === 'method' && cls.receiver) return `${cls.receiver}.${m.name}()`;
  return `${cls.name}.${m.name}()`;
}

/** The receiver written before a member in generated usage lines. */
export function usagePrefix(cls: ApiClass): string {
  if (cls.receiver !== undefined) return cls.receiver ? `${cls.receiver}.` : '';
  return `${cls.varName}.`;
}

export function createApiResolver(data: ApiVersionData, apiRoute: string): ApiRefResolver {
  const classes = new Map(data.classes.map((c) => [c.name, c]));
  const members = new Map<string, { cls: ApiClass; member: ApiMember }>();
  for (const cls of data.classes) for (const m of cls.members) members.set(memberKey(cls, m), { cls, member: m });
  const pageOf = (cls: ApiClass) => `${apiRoute}/${cls.id}`;

  const findMember = (ref: string): { cls: ApiClass; member: ApiMember } | undefined => {
    const dot = ref.indexOf('.');
    if (dot < 0) return undefined;
    for (const kind of ['method', 'property', 'event']) {
      const hit = members.get(`${kind}: ${ref}`);
      if (hit) return hit;
    }
    return undefined;
  };

  return {
    isClass: (name) => classes.has(name),
    resolve(kind: ApiRefKind, ref: string, current?: string): ApiRefTarget | { error: string } {
      if (kind === 'class') {
        const cls = classes.get(ref);
        return cls ? { href: pageOf(cls), label: cls.name } : { error: `unknown API class "${ref}"${didYouMean(ref, classes.keys())}` };
      }
      if (kind === 'method' || kind === 'property' || kind === 'event') {
        const hit = members.get(`${kind}: ${ref}`);
        if (!hit) {
          const other = findMember(ref);
          // (Another kind of member of that name, else the members of this kind with close names.)
          const prefix = `${kind}: `;
          const hint = other ? `; did you mean [${other.member.kind}: ${ref}]?` : didYouMean(ref, [...members.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)));
          return { error: `unknown API reference "${kind}: ${ref}"${hint}` };
        }
        return { href: `${pageOf(hit.cls)}#${hit.member.anchor}`, label: memberLabel(hit.cls, hit.member) };
      }
      // option / param: "Page.goto.timeout", or "timeout" inside the prose of a member.
      let memberRef: string | undefined;
      let name = ref;
      const lastDot = ref.lastIndexOf('.');
      if (lastDot > 0) {
        memberRef = ref.slice(0, lastDot);
        name = ref.slice(lastDot + 1);
      } else if (current) {
        memberRef = current.replace(/^\w+: /, '');
      }
      if (kind === 'param' && !memberRef) return { href: '', label: name, codeOnly: true };
      const hit = memberRef ? findMember(memberRef) : undefined;
      if (!hit) return { error: `unknown API reference "${kind}: ${ref}"${memberRef ? '' : ' (name the member: Class.member.option)'}` };
      for (const p of hit.member.params ?? []) {
        for (const o of p.options ?? [p]) {
          if (o.name !== name && o.specName !== name) continue;
          if (kind === 'param') return { href: '', label: o.name, codeOnly: true };
          const label = 'setter' in o && o.setter ? o.setter : o.name;
          return o.anchor ? { href: `${pageOf(hit.cls)}#${o.anchor}`, label } : { href: '', label, codeOnly: true };
        }
      }
      const names = (hit.member.params ?? []).flatMap((p) => (p.options ?? [p]).map((o) => o.name));
      return { error: `unknown API reference "${kind}: ${ref}": ${memberLabel(hit.cls, hit.member)} has no ${kind} "${name}"${didYouMean(name, names)}` };
    },
  };
}
