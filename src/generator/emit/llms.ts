// Machine-readable docs: each page's Markdown next to its HTML (URL + ".md"), and per docs
// version an llms.txt (the pages with one-line descriptions) and llms-full.txt (all of them).
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import type { ApiRefResolver } from '../markdown/api-refs.ts';
import { hash } from '../cache.ts';
import type { OutputParts } from '../large-text.ts';
import type { DocsVersion } from '../content/model.ts';
import { markdownFileOf } from '../../shared/urls.ts';
import type { EmitterDefinition } from './emitter.ts';

export interface LlmsPage {
  title: string;
  /** Absolute URL of the page's Markdown. */
  url: string;
  description: string;
  section: string;
  markdown: string;
}

const REF = /\[`?(method|property|event|option|param): ([\w.$#-]+)`?\]|\[([A-Z][A-Za-z0-9]+)\](?!\()/g;

/** Turns API references into plain Markdown links with absolute URLs. */
export function resolveMarkdownRefs(markdown: string, resolver: ApiRefResolver | undefined, origin: string): string {
  if (!resolver) return markdown;
  let fence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (fence) return line;
      return line.replace(REF, (all, kind: string | undefined, ref: string | undefined, cls: string | undefined) => {
        if (cls && !resolver.isClass(cls)) return all;
        const target = resolver.resolve((kind ?? 'class') as never, (ref ?? cls)!);
        if ('error' in target) return all;
        return target.codeOnly || !target.href ? `\`${target.label}\`` : `[${target.label}](${origin}${target.href})`;
      });
    })
    .join('\n');
}

export function llmsTxt(title: string, tagline: string, pages: LlmsPage[]): string {
  const sections = new Map<string, LlmsPage[]>();
  for (const p of pages) {
    if (!sections.has(p.section)) sections.set(p.section, []);
    sections.get(p.section)!.push(p);
  }
  const parts = [`# ${title}`, '', `> ${tagline}`, ''];
  for (const [section, list] of sections) {
    parts.push(`## ${section}`, '');
    for (const p of list) parts.push(`- [${p.title}](${p.url})${p.description ? `: ${p.description}` : ''}`);
    parts.push('');
  }
  return parts.join('\n');
}

export function llmsFullTxt(title: string, pages: LlmsPage[]): string {
  return [`# ${title}`, '', ...pages.map((p) => fullSection(p.url, p.markdown))].join('\n');
}

const fullSection = (url: string, markdown: string) => `${markdown.trim()}\n\nSource: ${url}\n\n---\n`;

/** Where each page's section lies in an llms-full.txt (by the page's key), to make the next one from it. */
export interface LlmsFullLayout {
  /** Identifies the file's content: a hash of its title and its pages' keys. */
  hash: string;
  sections: [key: string, start: number, length: number][];
}

/** Bytes of the previous llms-full.txt copied in one read at most (kept sections that lie one after another there are read together). */
const COPY_RUN = 4 * 1024 * 1024;

/**
 * llms-full.txt (as llmsFullTxt makes it) with its layout. A page's `key` changes with its
 * Markdown: the sections of pages whose key is in the previous file's layout are copied from it
 * as bytes (`previous.read`: a range of them; sections that lie one after another in both files
 * in one range), so a large site's file is made again without reading, decoding or encoding
 * every page. The file is made as it is written, part by part: it is the whole site's Markdown,
 * and held at once it was a large site's biggest piece of memory. Its layout is complete once
 * `content` has been read through (each reading makes it again).
 */
export function llmsFullFile(title: string, pages: { key: string; url: string; markdown: () => string }[], previous?: { read: (start: number, length: number) => Uint8Array; layout: LlmsFullLayout }): { content: OutputParts; layout: LlmsFullLayout } {
  const old = new Map(previous?.layout.sections.map(([key, start, length]) => [key, [start, length] as const]));
  const hash = createHash('sha256').update(JSON.stringify([title, pages.map((p) => p.key)])).digest('base64url').slice(0, 32);
  const layout: LlmsFullLayout = { hash, sections: [] };
  const content: OutputParts = {
    *parts() {
      const head = pages.length ? `# ${title}\n\n` : `# ${title}\n`;
      let at = Buffer.byteLength(head);
      layout.sections = [];
      yield head;
      // The bytes of the previous file still to copy: [start, length] (a separator between two sections included).
      let run: [number, number] | undefined;
      for (const [i, p] of pages.entries()) {
        const separator = i > 0 ? 1 : 0;
        const kept = previous && old.get(p.key);
        if (kept && run && run[0] + run[1] + separator === kept[0] && run[1] + separator + kept[1] <= COPY_RUN) {
          run[1] += separator + kept[1];
        } else {
          if (run) yield previous!.read(...run);
          run = undefined;
          if (separator) yield '\n';
        }
        if (kept) {
          run ??= [kept[0], kept[1]];
          layout.sections.push([p.key, at + separator, kept[1]]);
          at += separator + kept[1];
          continue;
        }
        const part = fullSection(p.url, p.markdown());
        const length = Buffer.byteLength(part);
        layout.sections.push([p.key, at + separator, length]);
        at += separator + length;
        yield part;
      }
      if (run) yield previous!.read(...run);
    },
  };
  return { content, layout };
}

/** Ranges of a file's bytes, read as asked for (the file is opened once, closed by `close`). */
export function fileRanges(file: string): { read: (start: number, length: number) => Uint8Array; close: () => void } {
  let fd: number | undefined;
  return {
    read(start, length) {
      fd ??= fs.openSync(file, 'r');
      const bytes = Buffer.allocUnsafe(length);
      let done = 0;
      while (done < length) {
        const n = fs.readSync(fd, bytes, done, length - done, start + done);
        if (n === 0) throw new Error(`${file}: shorter than its layout says`);
        done += n;
      }
      return bytes;
    },
    close() {
      if (fd !== undefined) fs.closeSync(fd);
      fd = undefined;
    },
  };
}

/** What llms.txt lists of a page (its Markdown file is read for llms-full.txt). */
interface LlmsEntry {
  page: Omit<LlmsPage, 'markdown'>;
  file: string;
}

export const llmsEmitter: EmitterDefinition = {
  name: 'llms',
  gathers: true,
  create({ site, out, cache, version, outDir }) {
    const { model, config } = site;
    // Machine-readable docs, per docs version: each version's pages and every section's.
    // (A site without docs, a blog-only one, has one list at its root.)
    const roots = model.versions.length ? model.versions : [{ name: site.data.lastVersion, isLast: true, path: config.baseUrl, label: '' }];
    const llms = new Map<string, LlmsEntry[]>(roots.map((v) => [v.name, []]));
    const listOf = (v: DocsVersion) => llms.get(v.pluginId === 'default' ? v.name : site.data.lastVersion);
    // (Listed in route order, whatever order the build hands the pages over in.)
    const place = new Map(site.routes.map((r, i) => [`${site.data.url}${r.path}.md`, i]));
    const inRouteOrder = (entries: LlmsEntry[]) => entries.sort((a, b) => (place.get(a.page.url) ?? 0) - (place.get(b.page.url) ?? 0));
    const sectionLabel = (v: DocsVersion) => model.sections.find((s) => s.versions.includes(v))?.label;
    return {
      page({ route, data, markdown }) {
        // (An unlisted blog post is for those who have its link.)
        if (route.kind !== 'doc' || markdown === undefined || route.doc.post?.unlisted) return;
        const category = data.page.kind === 'doc' ? data.page.doc.breadcrumbs[0]?.label : undefined;
        const section = sectionLabel(route.version) ?? (route.version.blog ? route.version.blog.options.blogTitle : route.doc.kind === 'api' ? 'API reference' : (category ?? 'Docs'));
        const entry: LlmsEntry = { page: { title: route.doc.title, url: `${site.data.url}${route.path}.md`, description: data.description, section }, file: markdownFileOf(route.path, config.baseUrl) };
        listOf(route.version)?.push(entry);
        return { state: entry };
      },
      kept(route, entry: LlmsEntry) {
        if (route.kind === 'doc') listOf(route.version)?.push(entry);
      },
      // llms.txt and llms-full.txt of each version, made again only when a page of theirs changed.
      finish() {
        for (const v of roots) {
          const entries = inRouteOrder(llms.get(v.name) ?? []);
          const dir = v.isLast ? '' : `${v.path.slice(config.baseUrl.length)}/`;
          const title = v.isLast ? config.title : `${config.title} (${v.label})`;
          const key = hash(JSON.stringify([version, dir, title, config.tagline, entries.map((e) => [e.page, out.hashOf(e.file) ?? null])]));
          const listRel = `${dir}llms.txt`;
          const fullRel = `${dir}llms-full.txt`;
          // The full file is made from the previous one: only the sections of changed pages are read.
          const layoutKey = `layout-${hash(`${outDir}\0${fullRel}`)}`;
          cache.keep(`llms/${layoutKey}`);
          const listed = out.tracking ? cache.get<[string, string][]>('llms', key) : undefined;
          if (listed && out.reuseListed(listed)) continue;
          out.write(listRel, llmsTxt(title, config.tagline, entries.map((e) => ({ ...e.page, markdown: '' }))));
          const before = out.tracking ? cache.get<LlmsFullLayout>('llms', layoutKey) : undefined;
          const file = before && out.previousFile(fullRel, before.hash);
          const ranges = file ? fileRanges(file) : undefined;
          const full = llmsFullFile(title, entries.map((e) => ({ key: `${e.page.url}\0${out.hashOf(e.file) ?? ''}`, url: e.page.url, markdown: () => out.read(e.file) })), ranges && before ? { read: ranges.read, layout: before } : undefined);
          try {
            out.write(fullRel, full.content, undefined, full.layout.hash);
          } finally {
            ranges?.close();
          }
          // (A file the previous build made the same is kept as it was, not made again: its
          // layout is the one it was made with.)
          const layout = full.layout.sections.length === entries.length ? full.layout : before?.hash === full.layout.hash ? before : undefined;
          if (out.tracking) {
            if (layout) cache.set('llms', layoutKey, layout);
            cache.set('llms', key, [listRel, fullRel].map((rel) => [rel, out.hashOf(rel)!]));
          }
        }
      },
    };
  },
};
