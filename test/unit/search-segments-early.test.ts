// The search index's segments are made while the pages are written: the build hands pages over
// segment by segment (the index emitter's pageOrder), and a segment is started once its last page
// is in — so nothing of the index is left to make after the last page, and only the segment being
// filled is held.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchIndexEmitter } from '../../src/generator/emit/search-index.ts';
import { segmentCount, segmentOf } from '../../src/generator/search/segments.ts';
import type { EmitContext } from '../../src/generator/emit/emitter.ts';
import type { Site } from '../../src/generator/pipeline/site.ts';
import type { RouteEntry } from '../../src/generator/site/routes.ts';
import type { RouteData } from '../../src/shared/types.ts';

const PAGES = 12;
const version = { name: 'current', pluginId: 'default', docs: [] as { id: string }[] };
const docs = Array.from({ length: PAGES }, (_, i) => ({ id: `page-${i}`, title: `Page ${i}`, sidebarLabel: `Page ${i}`, frontMatter: {}, kind: 'markdown' }));
version.docs = docs;
const routes = [{ kind: 'home', path: '/' }, ...docs.map((doc) => ({ kind: 'doc', path: `/docs/${doc.id}`, version, doc }))] as unknown as RouteEntry[];
const site = { routes, model: { versions: [version] }, data: {}, config: { search: undefined } } as unknown as Site;
const dataOf = (r: RouteEntry): RouteData =>
  (r.kind === 'doc' ? { page: { kind: 'doc', doc: { html: `<p>The words of ${r.path}.</p>`, breadcrumbs: [] } }, description: '' } : { noIndex: true, page: { kind: 'home' } }) as unknown as RouteData;

let written: string[];
const ctx = () => ({ site, version: 'test', rebuild: false, out: { tracking: false, write: (rel: string) => void written.push(rel) }, cache: {} }) as unknown as EmitContext;
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('search index segments', () => {
  beforeEach(() => {
    process.env.DOCGEN_SEGMENT_PAGES = '4';
    written = [];
  });
  afterEach(() => {
    delete process.env.DOCGEN_SEGMENT_PAGES;
  });

  it('are made as soon as their last page is in, pages coming segment by segment', async () => {
    const order = searchIndexEmitter.pageOrder!(site);
    const sorted = [...routes].sort((a, b) => order(a) - order(b));
    // (The page outside the docs versions first; then each segment's pages together.)
    expect(sorted[0].kind).toBe('home');
    const count = segmentCount(PAGES + 1);
    expect(count).toBeGreaterThan(2);
    const segmentsInOrder = sorted.slice(1).map((r) => segmentOf(r.path, count));
    expect(segmentsInOrder).toEqual([...segmentsInOrder].sort());
    const emitter = searchIndexEmitter.create(ctx());
    const firstSegmentPages = segmentsInOrder.filter((s) => s === segmentsInOrder[0]).length;
    for (const r of sorted.slice(0, 1 + firstSegmentPages)) emitter.page!({ route: r, file: '', data: dataOf(r) });
    await turns(5);
    // Its files are out before any other page is handed over, and before finish().
    expect(written.length).toBeGreaterThan(0);
    expect(written.every((rel) => rel.startsWith(`search/current/${segmentsInOrder[0]}-`))).toBe(true);
    for (const r of sorted.slice(1 + firstSegmentPages)) emitter.page!({ route: r, file: '', data: dataOf(r) });
    await turns(5);
    const beforeFinish = written.length;
    await emitter.finish!();
    // What finish() still wrote: the manifest only.
    expect(written.slice(beforeFinish)).toEqual(['search/current.json']);
    await emitter.close!();
  });

  it('are made as soon as their last page is in when most pages are outside the docs versions (a blog)', async () => {
    // Twelve posts outside the docs versions, each in one segment of the index, and one doc.
    const blog = { name: 'blog', pluginId: 'blog', docs: docs.map((d) => ({ ...d, id: `post-${d.id}` })) };
    const current = { ...version, docs: [docs[0]] };
    const doc = { kind: 'doc', path: `/docs/${docs[0].id}`, version: current, doc: docs[0] } as unknown as RouteEntry;
    const blogRoutes = [...blog.docs.map((post) => ({ kind: 'doc', path: `/blog/${post.id}`, version: blog, doc: post })), doc] as unknown as RouteEntry[];
    const blogSite = { ...site, routes: blogRoutes, model: { versions: [current] } } as unknown as Site;
    const order = searchIndexEmitter.pageOrder!(blogSite);
    const sorted = [...blogRoutes].sort((a, b) => order(a) - order(b));
    const count = segmentCount(blogRoutes.length);
    expect(count).toBeGreaterThan(2);
    // (The posts by segment, then the doc.)
    const postSegments = sorted.slice(0, -1).map((r) => segmentOf(r.path, count));
    expect(postSegments).toEqual([...postSegments].sort());
    expect(sorted.at(-1)).toBe(doc);
    const docSegment = segmentOf(doc.path, count);
    const emitter = searchIndexEmitter.create({ ...ctx(), site: blogSite });
    for (const r of sorted.slice(0, -1)) emitter.page!({ route: r, file: '', data: dataOf(r) });
    await turns(10);
    // Every segment but the doc's is out before the doc is handed over.
    const made = (rels: string[]) => new Set(rels.map((rel) => rel.split('/')[2].split('-')[0]));
    expect(made(written)).toEqual(new Set(Array.from({ length: count }, (_, i) => String(i)).filter((s) => s !== String(docSegment))));
    emitter.page!({ route: sorted.at(-1)!, file: '', data: dataOf(sorted.at(-1)!) });
    await turns(5);
    const beforeFinish = written.length;
    await emitter.finish!();
    expect(written.slice(beforeFinish)).toEqual(['search/current.json']);
    await emitter.close!();
  });

  it('are all made at the end when pages come in any other order', async () => {
    const emitter = searchIndexEmitter.create(ctx());
    // (The page outside the versions last: no segment is complete before it.)
    for (const r of [...routes.slice(1), routes[0]]) emitter.page!({ route: r, file: '', data: dataOf(r) });
    await emitter.finish!();
    expect(written.at(-1)).toBe('search/current.json');
    const count = segmentCount(PAGES + 1);
    expect(new Set(written.filter((rel) => rel !== 'search/current.json').map((rel) => rel.split('/')[2].split('-')[0]))).toEqual(new Set(Array.from({ length: count }, (_, i) => String(i))));
    await emitter.close!();
  });
});
