// The ranking tiers of the search engine on small indexes: a record whose title or API name is the
// query (or holds every query word) comes before the rest, and records that match the query as
// typed come before records that only match it with a typo, however strong the typo's fields.
import { describe, it, expect } from 'vitest';
import { buildSearchIndex } from '../../src/generator/search/build-index.ts';
import type { SearchRecord } from '../../src/generator/search/records.ts';
import { SearchEngine } from '../../src/client/search/engine.ts';

const record = (r: Partial<SearchRecord> & { url: string; title: string }): SearchRecord => ({ hierarchy: [r.title], text: '', headings: '', aliases: '', exact: '', kind: 'section', ...r });
const api = (cls: string, member: string, text: string) => record({ url: `/api/${cls.toLowerCase()}#${member.toLowerCase()}`, title: `${cls}.${member}`, text, aliases: cls.toLowerCase(), exact: `${cls}${member} ${member}`.toLowerCase(), group: cls, kind: 'api' });
const search = async (records: SearchRecord[], q: string) => {
  const files = buildSearchIndex(records, 'v1').files;
  return new SearchEngine('/s/v1.json', async (url) => JSON.parse(files.get(url.replace(/^\/s\//, 'search/'))!)).search(q, { limit: 50 });
};
const urls = async (records: SearchRecord[], q: string) => (await search(records, q)).hits.map((h) => h.url);
/** Positions of the hits whose URL passes `test`. */
const where = (list: string[], test: (url: string) => boolean) => list.flatMap((u, i) => (test(u) ? [i] : []));

const filler = 'Playwright waits for the element to be visible, stable and enabled before it acts on it, and retries until the timeout.';

describe('search ranking', () => {
  it('puts every record with "click" before records that only match it with a typo (clock)', async () => {
    const records = [
      record({ url: '/clock', title: 'Clock', text: 'Control the clock of the page: freeze the clock, run the clock.', exact: 'clock', name: 'clock', kind: 'page' }),
      api('Page', 'clock', 'Gives access to the clock of the page, the clock that timers read.'),
      api('Clock', 'runFor', 'Runs the clock for a while.'),
      api('Locator', 'click', 'Clicks the element.'),
      api('Page', 'click', 'Clicks the element matching the selector.'),
      record({ url: '/input#mouse-click', title: 'Actions', hierarchy: ['Actions', 'Mouse click'], headings: 'Mouse click', text: `A real click. ${filler}` }),
      record({ url: '/actionability#forcing', title: 'Actionability', hierarchy: ['Actionability', 'Forcing actions'], headings: 'Forcing actions', text: `${filler} ${filler} Force the click when a test needs it.` }),
    ];
    const list = await urls(records, 'click');
    const clicks = where(list, (u) => !/clock/i.test(u));
    const clocks = where(list, (u) => /clock/i.test(u));
    // Not vacuous: the typo matches are found.
    expect(clocks.length).toBe(3);
    expect(clicks.length).toBe(4);
    expect(Math.max(...clicks)).toBeLessThan(Math.min(...clocks));
    // The members named "click" come first.
    expect(list.slice(0, 2).sort()).toEqual(['/api/locator#click', '/api/page#click']);
  });

  it('puts records with "fill" and "form" as typed before a file chooser that matches "fill" with a typo', async () => {
    const records = [
      api('Page', 'onFileChooser', 'Emitted when a file chooser opens, for example from a file input of a form. The file chooser lets the test pick the file.'),
      api('Page', 'fill', 'Fills a form input with a value.'),
      record({ url: '/input#text-input', title: 'Actions', hierarchy: ['Actions', 'Text input'], headings: 'Text input', text: `Locator.fill() puts text into a form field. ${filler}` }),
    ];
    const list = await urls(records, 'fill form');
    expect(list).toContain('/api/page#onfilechooser');
    expect(list.at(-1)).toBe('/api/page#onfilechooser');
  });

  it('puts a record whose title or heading holds every query word first, above records that repeat the words in their text', async () => {
    const records = [
      // Strong matches by score: a word in the title, the other in a heading, and both over and over.
      record({ url: '/locale#timezone', title: 'Locale', hierarchy: ['Locale', 'Timezone'], headings: 'Timezone', text: 'The locale and the timezone: locale, timezone, locale, timezone, locale and timezone.', exact: 'timezone' }),
      record({ url: '/emulation#locale--timezone', title: 'Emulation', hierarchy: ['Emulation', 'Locale & Timezone'], headings: 'Locale & Timezone', text: `Emulate where the user is. ${filler}` }),
      record({ url: '/clicking', title: 'Clicking on a page', kind: 'page', text: 'page click page click page click: a page sees a click.', exact: 'clickingonapage' }),
      api('Page', 'click', `Clicks an element. ${filler}`),
    ];
    expect((await urls(records, 'locale timezone'))[0]).toBe('/emulation#locale--timezone');
    expect((await urls(records, 'timezone locale'))[0]).toBe('/emulation#locale--timezone');
    expect((await urls(records, 'page click'))[0]).toBe('/api/page#click');
    expect((await urls(records, 'Page.click'))[0]).toBe('/api/page#click');
  });

  it('counts the last word, still being typed, as typed when it starts a word (not as a typo)', async () => {
    const records = [
      record({ url: '/navigations', title: 'Navigations', text: 'A page navigates between addresses.' }),
      // "navy" is one typo away from "navi": a strong match by its title, but a typo.
      record({ url: '/colours', title: 'Navy', text: 'A page of navy colours: navy, navy and navy.', exact: 'navy' }),
    ];
    expect(await urls(records, 'page navi')).toEqual(['/navigations', '/colours']);
  });
});
