// Home page and community section in Chromium: hero and calls to action, feature sections, the
// community sidebar, ambassador cards and video pages (order, lazy posters, click-to-play that
// loads nothing from YouTube before the click). Expected values come from the content data.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { useBrowser, openPage, gotoHydrated, waitForRoute, type WatchedPage } from '../helpers/browser.ts';
import { repoRoot } from '../helpers/cli.ts';
import siteConfig from '../../config/site.config.ts';
import communitySidebars from '../../content/community/sidebars.ts';

const origin = inject('siteOrigin');
const json = (rel: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, rel), 'utf8'));

interface Video { title: string; youtubeId?: string; url: string; speakers: string[]; event?: string; year?: string; description?: string }
interface Person { name: string; location?: string; languages?: string; links: { kind: string; url: string }[] }
const home = json('content/pages/home.json') as {
  heading: string; tagline: string; install: { title: string }; closing: { title: string };
  actions: { label: string; to?: string; href?: string }[];
  sections: { title: string; columns: number; items: { title: string }[] }[];
};
const videoDir = path.join(repoRoot, 'content/community/videos');
const videoPages = fs.readdirSync(videoDir).filter((f) => f.endsWith('.json')).sort().map((f) => ({ id: f.replace(/\.json$/, ''), ...(json(`content/community/videos/${f}`) as { title: string; description: string; videos: Video[] }) }));
const people = json('content/community/ambassadors.json').ambassadors as Person[];
const LINK_LABELS: Record<string, string> = { github: 'GitHub', x: 'X', linkedin: 'LinkedIn', website: 'website' };

/** Hosts that serve YouTube's player, scripts, thumbnails and video streams. */
const YOUTUBE = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com)$/;

/** The test machine is offline: every request that leaves the site is recorded and answered with a stub. */
async function stubExternal(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route((url) => url.origin !== origin, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title><p>stub player</p>' });
  });
  return seen;
}
const youtubeRequests = (urls: string[]) => urls.filter((u) => YOUTUBE.test(new URL(u).hostname));

/** The community sidebar as sidebars.ts describes it: [label, href] per link, categories as [label, children]. */
type Entry = [string, string | Entry[]];
function expectedSidebar(items: unknown[]): Entry[] {
  return items.map((item): Entry => {
    if (typeof item === 'string') {
      const title = /^title: (.*)$/m.exec(fs.readFileSync(path.join(repoRoot, `content/community/${item}.md`), 'utf8'))![1];
      return [title, `/java/community/${item}`];
    }
    const i = item as { type: string; label: string; href?: string; items?: unknown[] };
    if (i.type === 'category') return [i.label, expectedSidebar(i.items!)];
    return [i.label, i.href!.startsWith('/') ? `/java${i.href}` : i.href!];
  });
}
const SIDEBAR = expectedSidebar(communitySidebars.community);
const COMMUNITY_PAGES = ['/java/community', '/java/community/welcome', '/java/community/ambassadors', ...videoPages.map((p) => `/java/community/${p.id}`)];

const browser = useBrowser();

async function withPage(viewport: 'desktop' | 'mobile', theme: 'light' | 'dark', fn: (w: WatchedPage & { external: string[] }) => Promise<void>) {
  const w = await openPage(browser, { viewport, theme });
  try {
    const external = await stubExternal(w.context);
    await fn({ ...w, external });
    expect(w.problems).toEqual([]);
  } finally {
    await w.context.close();
  }
}

describe('home page', () => {
  it('shows the site title, heading, tagline and the calls to action', async () => {
    await withPage('desktop', 'light', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/`);
      expect(await page.locator('.hero-eyebrow').textContent()).toBe(siteConfig.title);
      expect(await page.locator('h1.hero-title').textContent()).toBe(home.heading);
      expect(await page.locator('.hero-tagline').textContent()).toBe(home.tagline);
      const actions = page.locator('.hero-actions a');
      expect(await actions.allTextContents()).toEqual(home.actions.map((a) => a.label));
      const star = actions.filter({ hasText: 'GitHub' });
      expect(await star.getAttribute('href')).toBe('https://github.com/microsoft/playwright-java');
      expect(await star.getAttribute('target')).toBe('_blank');
      const start = actions.filter({ hasText: 'Get started' });
      expect(await start.getAttribute('href')).toBe('/java/docs/intro');
      await start.click();
      await waitForRoute(page, `${origin}/java/docs/intro`);
      expect(await page.locator('h1').textContent()).toBe('Installation');
    });
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`renders the install snippet and the feature sections of the data (${viewport})`, async () => {
      await withPage(viewport, 'dark', async ({ page, external }) => {
        await gotoHydrated(page, `${origin}/java/`);
        expect(await page.locator('main h2').allTextContents()).toEqual([home.install.title, ...home.sections.map((s) => s.title), home.closing.title]);
        const code = await page.locator('.home-install pre').textContent();
        expect(code).toContain('<groupId>com.microsoft.playwright</groupId>');
        expect(code).toContain(`<version>${siteConfig.docs!.versions!.stable.variables!.playwrightVersion}</version>`);
        expect(await page.locator('main').textContent()).not.toMatch(/\b(npm|npx|yarn)\b/);
        for (const section of home.sections) {
          const box = page.locator('.home-section', { has: page.locator('h2', { hasText: section.title }) });
          expect(await box.locator('h3').allTextContents()).toEqual(section.items.map((i) => i.title));
          const columns = await box.locator('.home-grid').evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(' ').length);
          expect(columns).toBe(viewport === 'desktop' ? section.columns : 1);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport === 'desktop' ? 1280 : 390);
        expect(external).toEqual([]);
      });
    });
  }
});

describe('community sidebar and index', () => {
  it('every community page has the sidebar of sidebars.ts, with its own entry current', async () => {
    await withPage('desktop', 'light', async ({ page }) => {
      for (const url of COMMUNITY_PAGES) {
        await page.goto(`${origin}${url}`);
        const actual = await page.locator('.doc-sidebar nav > .menu-list').evaluate(function read(list: Element): Entry[] {
          return [...list.children].map((li): Entry => {
            const sub = li.querySelector(':scope > .menu-list');
            if (sub) return [li.querySelector('.menu-category-label')!.textContent!, read(sub)];
            const a = li.querySelector('a')!;
            return [a.textContent!, a.getAttribute('href')!];
          });
        });
        expect(actual, url).toEqual(SIDEBAR);
        expect(await page.locator('.doc-sidebar .menu-category-label').getAttribute('aria-expanded')).toBe('true');
        const current = await page.locator('.doc-sidebar a[aria-current="page"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(current, url).toEqual(url === '/java/community' ? [] : [url]);
      }
    });
  });

  it('the community index links every sidebar entry, and a card opens its page in place', async () => {
    await withPage('desktop', 'dark', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/community`);
      const flat = (entries: Entry[]): [string, string][] => entries.flatMap(([label, v]) => (typeof v === 'string' ? [[label, v] as [string, string]] : flat(v)));
      const cards = await page.locator('.link-card').evaluateAll((as) => as.map((a) => [a.querySelector('.card-title')!.textContent, a.getAttribute('href')]));
      expect(cards).toEqual(flat(SIDEBAR));
      const first = videoPages[0];
      expect(await page.locator('.link-card', { hasText: first.title }).locator('.card-description').textContent()).toBe(first.description);
      await page.evaluate(() => ((window as unknown as { beforeNav: boolean }).beforeNav = true));
      await page.locator('.link-card', { hasText: first.title }).click();
      await waitForRoute(page, `${origin}/java/community/${first.id}`);
      await page.locator('.video-card').first().waitFor();
      expect(await page.locator('h1').textContent()).toBe(first.title);
      // A client navigation: the window is the same one.
      expect(await page.evaluate(() => (window as unknown as { beforeNav?: boolean }).beforeNav)).toBe(true);
    });
  });
});

describe('ambassadors', () => {
  for (const [viewport, theme] of [['desktop', 'light'], ['mobile', 'dark']] as const) {
    it(`shows a card per person with initials, location and links (${viewport}, ${theme})`, async () => {
      await withPage(viewport, theme, async ({ page, external }) => {
        await gotoHydrated(page, `${origin}/java/community/ambassadors`);
        const cards = page.locator('.people-grid .person-card');
        expect(await cards.count()).toBe(people.length);
        for (const [i, person] of people.entries()) {
          const card = cards.nth(i);
          expect(await card.locator('.person-name').textContent()).toBe(person.name);
          const initials = person.name.split(/[\s-]+/).filter(Boolean);
          expect(await card.locator('.person-avatar').textContent()).toBe((initials[0][0] + initials[initials.length - 1][0]).toUpperCase());
          expect(await card.locator('.person-meta').textContent()).toBe([person.location, person.languages].filter(Boolean).join(' · '));
          const links = await card.locator('a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('aria-label'), a.getAttribute('target'), a.getAttribute('rel')]));
          expect(links).toEqual(person.links.map((l) => [l.url, `${person.name} on ${LINK_LABELS[l.kind]}`, '_blank', 'noopener noreferrer']));
        }
        // Initials, not copied photos.
        expect(await page.locator('.people-grid img').count()).toBe(0);
        // The data covers every kind of link a card can show.
        expect(new Set(people.flatMap((p) => p.links.map((l) => l.kind)))).toEqual(new Set(['github', 'linkedin', 'x', 'website']));
        const columns = await page.locator('.people-grid').evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(' ').length);
        expect(columns).toBe(viewport === 'desktop' ? 3 : 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport === 'desktop' ? 1280 : 390);
        expect(external).toEqual([]);
      });
    });
  }
});

describe('video pages', () => {
  it('there are six, each listing the entries of its data file in order', async () => {
    expect(videoPages.map((p) => p.id)).toEqual(['conference-videos', 'feature-videos', 'learn-videos', 'live-streams', 'mcp-videos', 'release-videos']);
    await withPage('desktop', 'light', async ({ page, external }) => {
      for (const vp of videoPages) {
        await page.goto(`${origin}/java/community/${vp.id}`);
        expect(await page.locator('h1').textContent()).toBe(vp.title);
        const cards = await page.locator('.video-card').evaluateAll((lis) =>
          lis.map((li) => ({
            title: li.querySelector('.video-card-title')!.textContent,
            meta: li.querySelector('.video-card-meta')?.textContent ?? '',
            description: li.querySelector('.video-card-description')?.textContent ?? '',
            id: li.querySelector<HTMLElement>('[data-youtube-id]')?.dataset.youtubeId ?? null,
            href: li.querySelector('.video-embed a')!.getAttribute('href'),
            poster: li.querySelector('img')?.getAttribute('loading') ?? null,
          })),
        );
        expect(cards, vp.id).toEqual(vp.videos.map((v) => ({
          title: v.title,
          meta: [v.speakers.join(', '), v.event, v.year].filter(Boolean).join(' · '),
          description: v.description ?? '',
          id: v.youtubeId ?? null,
          href: v.url,
          poster: 'lazy',
        })));
      }
      expect(youtubeRequests(external)).toEqual([]);
    });
  });

  it('loads nothing from YouTube until a video is clicked, then swaps in the player', async () => {
    const vp = videoPages.find((p) => p.id === 'conference-videos')!;
    await withPage('desktop', 'dark', async ({ page, external }) => {
      await gotoHydrated(page, `${origin}/java/community/${vp.id}`);
      // Scroll through the whole page so that every lazy poster loads.
      const count = await page.locator('.video-card').count();
      for (let i = 0; i < count; i += 3) await page.locator('.video-card').nth(i).scrollIntoViewIfNeeded();
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.video-card img')].every((img) => img.complete && img.naturalWidth > 0));
      const posters = await page.locator('.video-card img').evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).currentSrc).origin));
      expect(new Set(posters)).toEqual(new Set([origin]));
      expect(await page.locator('iframe').count()).toBe(0);
      expect(youtubeRequests(external)).toEqual([]);
      expect(external).toEqual([]);

      const second = vp.videos[1];
      const card = page.locator('.video-card').nth(1);
      await card.scrollIntoViewIfNeeded();
      const request = page.waitForRequest((r) => YOUTUBE.test(new URL(r.url()).hostname));
      await card.locator('.video-embed-play').click();
      const iframe = card.locator('.video-embed iframe');
      await iframe.waitFor();
      expect((await request).url()).toBe(`https://www.youtube-nocookie.com/embed/${second.youtubeId}?autoplay=1`);
      expect(await iframe.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${second.youtubeId}?autoplay=1`);
      expect(await iframe.getAttribute('title')).toBe(second.title);
      expect(await card.locator('img, .video-embed-play').count()).toBe(0);
      // Only this video started: the others still show their posters.
      expect(await page.locator('iframe').count()).toBe(1);
      expect(youtubeRequests(external)).toEqual([`https://www.youtube-nocookie.com/embed/${second.youtubeId}?autoplay=1`]);
      const frame = await (await iframe.elementHandle())!.contentFrame();
      expect(await frame!.locator('p').textContent()).toBe('stub player');
      expect(page.url()).toBe(`${origin}/java/community/${vp.id}`);
    });
  });

  it('plays from the keyboard', async () => {
    const vp = videoPages.find((p) => p.id === 'release-videos')!;
    await withPage('desktop', 'light', async ({ page, external }) => {
      await gotoHydrated(page, `${origin}/java/community/${vp.id}`);
      await page.locator('.video-embed-play').first().focus();
      expect(youtubeRequests(external)).toEqual([]);
      await page.keyboard.press('Enter');
      await page.locator('.video-card iframe').first().waitFor();
      expect(await page.locator('.video-card iframe').first().getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${vp.videos[0].youtubeId}?autoplay=1`);
      expect(page.context().pages()).toHaveLength(1);
    });
  });

  it('an entry without a YouTube id links to where the video is', async () => {
    const vp = videoPages.find((p) => p.videos.some((v) => !v.youtubeId))!;
    const at = vp.videos.findIndex((v) => !v.youtubeId);
    await withPage('desktop', 'light', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/community/${vp.id}`);
      const card = page.locator('.video-card').nth(at);
      const link = card.locator('a.video-embed-external');
      expect(await link.getAttribute('href')).toBe(vp.videos[at].url);
      expect(await link.getAttribute('target')).toBe('_blank');
      // It stays inside its card (it once covered the whole page).
      const [cardBox, linkBox] = [await card.boundingBox(), await link.boundingBox()];
      expect(linkBox!.width).toBeLessThanOrEqual(cardBox!.width);
      expect(linkBox!.y).toBeGreaterThanOrEqual(cardBox!.y);
    });
  });

  it('loads posters lazily: one far down the page is fetched only when scrolled to', async () => {
    const vp = videoPages.find((p) => p.id === 'conference-videos')!;
    await withPage('mobile', 'light', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/assets/video-thumbnails/')) requested.push(new URL(r.url()).pathname);
      });
      await gotoHydrated(page, `${origin}/java/community/${vp.id}`);
      const first = page.locator('.video-card img').first();
      await page.waitForFunction((img) => (img as HTMLImageElement).complete, await first.elementHandle());
      const lastImg = page.locator('.video-card img').last();
      const lastSrc = await lastImg.getAttribute('src');
      expect(requested).toContain(await first.getAttribute('src'));
      expect(requested).not.toContain(lastSrc);
      expect(requested.length).toBeLessThan(vp.videos.length);
      await lastImg.scrollIntoViewIfNeeded();
      await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await lastImg.elementHandle());
      expect(requested).toContain(lastSrc);
    });
  });

  for (const [viewport, theme] of [['desktop', 'dark'], ['mobile', 'light'], ['mobile', 'dark']] as const) {
    it(`lays the cards out in a responsive grid (${viewport}, ${theme})`, async () => {
      await withPage(viewport, theme, async ({ page }) => {
        await gotoHydrated(page, `${origin}/java/community/live-streams`);
        const columns = await page.locator('.video-grid').evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(' ').length);
        expect(columns).toBe(viewport === 'desktop' ? 3 : 1);
        const box = await page.locator('.video-card .video-embed').first().boundingBox();
        expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport === 'desktop' ? 1280 : 390);
      });
    });
  }
});
