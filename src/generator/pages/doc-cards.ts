// The cards of a sidebar category, as Docusaurus shows them: a doc with its description, a link, a
// subcategory with its description or item count (leading to its page, or its first doc). A
// category's generated index page shows them (generated-index.ts), and so does <DocCardList />
// (components/doc-card-list) in a category's own doc page, filled in here.
import type { DocRecord, DocsVersion } from '../content/model.ts';
import type { LinkData, SidebarItem } from '../../shared/types.ts';
import { DOC_CARDS_PLACEHOLDER } from '../../components/doc-card-list/classes.ts';
import { sidebarPages } from './sidebar.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;
/** A card: where it leads, and what is behind it. */
export type DocCard = LinkData & { description?: string };

/** The cards of the page's category (undefined when the page is no category's page). */
export function docCards(version: DocsVersion, doc: DocRecord): DocCard[] | undefined {
  const items = doc.sidebar ? version.sidebars[doc.sidebar] : undefined;
  const category = items && categoryPages(items).get(doc.permalink);
  return category && categoryCards(version, category);
}

/**
 * A card for each item of a category (what a category's generated index page and a
 * <DocCardList /> in its doc page show): a doc with its description, a link with its own, a
 * subcategory with its description or its number of items, leading to its page or its first doc.
 */
export function categoryCards(version: DocsVersion, category: Category): DocCard[] {
  const byHref = new Map(version.docs.map((d) => [d.permalink, d]));
  return category.items.flatMap((item): DocCard[] => {
    if (item.type === 'doc') {
      const description = byHref.get(item.href)?.description;
      return [{ label: item.label, href: item.href, ...(description ? { description } : {}) }];
    }
    if (item.type === 'link') return [{ label: item.label, href: item.href, external: item.external, ...(item.description ? { description: item.description } : {}) }];
    if (item.type === 'category') {
      const href = item.href ?? sidebarPages(item.items)[0]?.href;
      const count = item.items.filter((i) => i.type !== 'html').length;
      return href ? [{ label: item.label, href, description: item.description ?? `${count} item${count === 1 ? '' : 's'}` }] : [];
    }
    return [];
  });
}

const categories = new WeakMap<SidebarItem[], Map<string, Category>>();

/** The categories of a sidebar that have a page, by its URL (worked out once per sidebar). */
function categoryPages(items: SidebarItem[]): Map<string, Category> {
  let found = categories.get(items);
  if (found) return found;
  found = new Map();
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.href && !found!.has(item.href)) found!.set(item.href, item);
      walk(item.items);
    }
  };
  walk(items);
  categories.set(items, found);
  return found;
}

/** The content's HTML with its <DocCardList /> filled in (cards as the generated index pages show them). */
export function fillDocCards(html: string, cards: () => DocCard[] | undefined): string {
  if (!html.includes(DOC_CARDS_PLACEHOLDER)) return html;
  const list = cards() ?? [];
  const items = list.map((c) => {
    const external = c.external ? ' target="_blank" rel="noopener noreferrer"' : '';
    const description = c.description ? `<span class="card-description">${text(c.description)}</span>` : '';
    return `<li><a class="link-card" href="${attr(c.href)}"${external}><span class="card-title">${text(c.label)}</span>${description}</a></li>`;
  });
  return html.split(DOC_CARDS_PLACEHOLDER).join(`<ul class="card-grid doc-card-list">${items.join('')}</ul>`);
}

const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s: string) => text(s).replace(/"/g, '&quot;');
