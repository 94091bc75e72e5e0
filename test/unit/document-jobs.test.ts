// Page documents rendered on a render thread (render/document-jobs.ts): what is the same for every
// page goes to a thread once, and the thread renders each page from the same route data as the
// build's thread would.
import { describe, expect, it } from 'vitest';
import { documentMessage, documentRenderer, type DocumentLine, type DocumentSetting } from '../../src/generator/render/document-jobs.ts';
import type { RouteData, SiteData } from '../../src/shared/types.ts';

const setting = { site: { title: 'Site' } as unknown as SiteData, assets: { css: ['/a.css'], js: ['/a.js'] } as unknown as DocumentSetting['assets'], image: '/img/card.png' } satisfies DocumentSetting;
const items = [{ type: 'link', label: 'Intro', href: '/docs/intro' }] as unknown as NonNullable<RouteData['sidebar']>['items'];
const page = (p: string, sidebar = true): RouteData => ({ path: p, title: p, description: '', navVersion: 'current', ...(sidebar ? { sidebar: { id: 'docs', items, src: '/sidebars/docs.json' } } : {}), page: { kind: 'plain' } }) as unknown as RouteData;
/** The message for a page, as the page document emitter asks for it. */
const ask = (line: DocumentLine, s: DocumentSetting, route: RouteData) => documentMessage(line, s, route);

/** What the render function saw, by page. */
function thread() {
  const seen: { site: SiteData; route: RouteData; assets: unknown; image?: string }[] = [];
  const render = documentRenderer(({ site, assets, image }, route) => {
    seen.push({ site, route, assets, image });
    return `<html>${route.path} ${route.sidebar?.items.length ?? '-'}</html>`;
  });
  // (As a thread gets a message: a structured copy.)
  return { seen, send: (m: ReturnType<typeof documentMessage>) => render(structuredClone(m.document)) };
}

describe('page documents on a render thread', () => {
  it('sends the setting and each sidebar once, and renders each page from its whole route data', () => {
    const line: DocumentLine = { sidebars: new Set() };
    const t = thread();
    const first = ask(line, setting, page('/docs/a'));
    const second = ask(line, setting, page('/docs/b'));
    const third = ask(line, setting, page('/plain', false));
    expect(first.document.setting).toEqual(setting);
    expect(first.document.sidebar).toEqual({ src: '/sidebars/docs.json', items });
    expect(second.document.setting).toBeUndefined();
    expect(second.document.sidebar).toBeUndefined();
    expect(second.document.route.sidebar).toEqual({ id: 'docs', src: '/sidebars/docs.json' });
    const replies = [first, second, third].map(t.send);
    expect(replies.map((r) => (r.document ? Buffer.from(r.document).toString() : r.documentError))).toEqual(['<html>/docs/a 1</html>', '<html>/docs/b 1</html>', '<html>/plain -</html>']);
    // (The same route data, its keys in the same order: a page embeds it as JSON.)
    expect(t.seen.map((s) => JSON.stringify(s.route))).toEqual([page('/docs/a'), page('/docs/b'), page('/plain', false)].map((r) => JSON.stringify(r)));
    expect(t.seen.every((s) => s.image === '/img/card.png' && JSON.stringify(s.site) === JSON.stringify(setting.site))).toBe(true);
  });

  it("sends everything again to a thread given another build's setting", () => {
    const line: DocumentLine = { sidebars: new Set() };
    ask(line, setting, page('/docs/a'));
    const next = ask(line, { ...setting }, page('/docs/a'));
    expect(next.document.setting).toBeDefined();
    expect(next.document.sidebar?.items).toEqual(items);
  });

  it("answers with an error, not a wrong page, when a page comes before its sidebar", () => {
    const t = thread();
    const line: DocumentLine = { sidebars: new Set() };
    ask(line, setting, page('/docs/a')); // (never sent)
    const reply = t.send(ask(line, setting, page('/docs/b')));
    expect(reply.document).toBeUndefined();
    expect(t.seen).toEqual([]);
  });
});
