// Search records of a page: one per section (h2/h3) of a guide or section page, and one per
// API member with its Java call forms (page.navigate, assertThat(locator).hasText) and upstream
// name (goto) as aliases.
import { compact, nameKey, type SearchDocument } from '../../shared/search-terms.ts';
import type { ApiClass } from '../content/api-data.ts';
import { memberLabel, usagePrefix } from '../content/api-data.ts';
import { htmlText } from './html-text.ts';

export interface SearchRecord extends SearchDocument {
  /** Indexed text fields. */
  headings: string;
  aliases: string;
  /** Compact exact forms of the record's name, space-separated (see compact()). */
  exact: string;
  /** A page's name keys, space-separated (see nameKey()): a query with one of them puts the page first. */
  name?: string;
  /** The API class the record belongs to (its page or a member), for the class weights of the config. */
  group?: string;
}

/** The name keys of a page, space-separated: its names, and a title's main part without "(…)". */
export function pageNames(names: (string | undefined)[]): string {
  const all = names.flatMap((n) => (n ? [n, n.replace(/\s*\([^)]*\)\s*$/, '')] : []));
  return [...new Set(all.map(nameKey).filter(Boolean))].join(' ');
}

const TEXT_LIMIT = 2500;
/**
 * The text of a page's sections that search takes, in all: the sections past it are left out (a
 * page of many megabytes would otherwise make an index of as many, built in memory). A page of
 * about a thousand sections is searched whole.
 */
export const PAGE_TEXT_LIMIT = 1_000_000;
/**
 * The HTML of a section that its text is read from: its first 256 KB (a section's text is cut to
 * TEXT_LIMIT characters; reading a table of many megabytes for them took hundreds of megabytes).
 */
const SECTION_HTML_LIMIT = 256 * 1024;

/** The visible text of the HTML from `start` to `end`, read from its first SECTION_HTML_LIMIT characters. */
const sectionText = (html: string, start: number, end: number) => htmlText(html.slice(start, Math.min(end, start + SECTION_HTML_LIMIT)));
const EXCERPT_SOURCE = 600;

const HEADING = /<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;

/**
 * Splits a page's HTML at its h2/h3 headings into searchable sections. `names`: what readers call
 * the page (its title by default; also its sidebar label and keywords).
 */
export function pageRecords(page: { url: string; title: string; category?: string; html: string; description?: string; names?: string[] }): SearchRecord[] {
  const base = [page.category, page.title].filter(Boolean) as string[];
  const records: SearchRecord[] = [];
  const marks = [...page.html.matchAll(HEADING)];
  const intro = sectionText(page.html, 0, marks[0]?.index ?? page.html.length);
  records.push({ url: page.url, title: page.title, hierarchy: base, text: (intro || page.description || '').slice(0, TEXT_LIMIT), headings: '', aliases: '', exact: compact(page.title), name: pageNames(page.names ?? [page.title]), kind: 'page' });
  let h2 = '';
  let taken = 0;
  marks.forEach((m, i) => {
    if (taken > PAGE_TEXT_LIMIT) return;
    const heading = htmlText(m[3]);
    if (m[1] === '2') h2 = heading;
    const end = marks[i + 1]?.index ?? page.html.length;
    const text = sectionText(page.html, m.index! + m[0].length, end);
    const path = m[1] === '2' ? [heading] : [h2, heading].filter(Boolean);
    records.push({ url: `${page.url}#${m[2]}`, title: page.title, hierarchy: [...base, ...path], text: text.slice(0, TEXT_LIMIT), headings: path.join(' '), aliases: '', exact: compact(heading), kind: 'section' });
    taken += Math.min(text.length, TEXT_LIMIT);
  });
  return records;
}

/** One record per API member: found by `page.navigate`, `navigate`, `goto` or `Page.goto`. */
export function apiRecords(cls: ApiClass, pageUrl: string, html: string): SearchRecord[] {
  const prefix = usagePrefix(cls).replace(/\.$/, '');
  // A receiver that is a call (assertThat(locator)): its function and the member name is an exact form too.
  const callee = /^(\w+)\(/.exec(prefix)?.[1];
  const records: SearchRecord[] = [];
  // A member's text: its description (without the version line, usage and argument lists).
  const sectionText = (anchor: string) => {
    const at = html.indexOf(`<h3 id="${anchor}"`);
    if (at < 0) return '';
    const end = html.indexOf('<section class="api-member">', at + 1);
    const member = html.slice(at, end < 0 ? undefined : end);
    const d = member.indexOf('<div class="api-description">');
    const usage = member.indexOf('<p class="api-label">');
    return htmlText(d >= 0 ? member.slice(d, usage > d ? usage : undefined) : member).slice(0, TEXT_LIMIT);
  };
  records.push({ url: pageUrl, title: cls.name, hierarchy: ['API reference', cls.name], text: htmlText(html.slice(0, html.indexOf('<section class="api-section">') >>> 0)).slice(0, TEXT_LIMIT), headings: '', aliases: `${cls.name} ${cls.varName}`, exact: compact(cls.name), name: pageNames([cls.name]), group: cls.name, kind: 'api' });
  for (const m of cls.members) {
    const call = prefix ? `${prefix}.${m.name}` : m.name;
    const on = m.kind === 'event' ? m.heading.replace(/\(.*$/, '') : m.name;
    const title = memberLabel(cls, m).replace(/\(\)$/, '');
    // Aliases: the other ways readers write the member, without repeating the title's words.
    const titleWords = new Set(title.toLowerCase().split(/[^a-z0-9]+/));
    const aliases = [...new Set([call, on, m.specName ?? '', `${cls.name}.${m.specName ?? m.name}`].join(' ').split(/[\s.()]+/))].filter((w) => w && !titleWords.has(w.toLowerCase())).join(' ');
    const exact = [...new Set([title, call, on, m.specName ?? m.name, `${cls.name}.${m.specName ?? m.name}`, callee ? `${callee} ${m.name}` : ''].filter(Boolean).map(compact))].join(' ');
    records.push({ url: `${pageUrl}#${m.anchor}`, title, hierarchy: ['API reference', cls.name, m.heading], text: sectionText(m.anchor).slice(0, EXCERPT_SOURCE * 4), headings: '', aliases, exact, group: cls.name, kind: 'api' });
  }
  return records;
}

/** The one record of a page that is not split into sections (home, video and index pages). */
export function pageRecord(url: string, title: string, text: string, category?: string): SearchRecord {
  return { url, title, hierarchy: [category, title].filter(Boolean) as string[], text: text.slice(0, TEXT_LIMIT), headings: '', aliases: '', exact: compact(title), name: pageNames([title]), kind: 'page' };
}
