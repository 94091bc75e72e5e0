// Tab sets in the browser: a click or the arrow, Home and End keys choose a tab; sets of the same
// group follow, and the choice is remembered for the group (and applied on every page).
import type { ClientBehaviour, ClientStorage } from '../kit/component.ts';
import { TABS, tabStorageKey } from './classes.ts';

export function selectTab(tabs: HTMLElement, value: string, focus = false): boolean {
  const buttons = [...tabs.querySelectorAll<HTMLButtonElement>(`:scope > .${TABS.list} > [role="tab"]`)];
  const target = buttons.find((b) => b.dataset.value === value);
  if (!target) return false;
  for (const b of buttons) {
    const selected = b === target;
    b.setAttribute('aria-selected', String(selected));
    b.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(b.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  if (focus) target.focus();
  return true;
}

/** Applies the choice in the URL (sets with a query key) or remembered for the group, on every tab set of the page. */
export function restoreTabs(root: ParentNode, storage: ClientStorage): void {
  const query = new URLSearchParams(location.search);
  for (const tabs of root.querySelectorAll<HTMLElement>(`.${TABS.root}[data-group], .${TABS.root}[data-query]`)) {
    const fromUrl = tabs.dataset.query ? query.get(tabs.dataset.query) : null;
    const saved = fromUrl ?? (tabs.dataset.group ? storage.get(tabStorageKey(tabs.dataset.group)) : null);
    if (saved) selectTab(tabs, saved);
  }
}

/** Keeps a set's choice in the URL's query (MDX Tabs `queryString`), without a new history entry. */
function keepInUrl(tabs: HTMLElement, value: string): void {
  if (!tabs.dataset.query) return;
  const url = new URL(location.href);
  url.searchParams.set(tabs.dataset.query, value);
  history.replaceState(history.state, '', url.href);
}

const tabs: ClientBehaviour = {
  install(storage) {
    document.addEventListener('click', (e) => {
      const tab = (e.target as Element).closest?.(`.${TABS.tab}`) as HTMLButtonElement | null;
      if (!tab) return;
      const set = tab.closest<HTMLElement>(`.${TABS.root}`)!;
      const value = tab.dataset.value!;
      const group = set.dataset.group;
      // Keep the clicked tab where it is on screen while other tab sets change height.
      const before = tab.getBoundingClientRect().top;
      selectTab(set, value);
      keepInUrl(set, value);
      if (group) {
        storage.set(tabStorageKey(group), value);
        for (const other of document.querySelectorAll<HTMLElement>(`.${TABS.root}[data-group="${CSS.escape(group)}"]`)) if (other !== set) selectTab(other, value);
      }
      window.scrollBy(0, tab.getBoundingClientRect().top - before);
    });
    document.addEventListener('keydown', (e) => {
      const tab = (e.target as Element).closest?.(`.${TABS.tab}`) as HTMLButtonElement | null;
      if (!tab || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
      const buttons = [...tab.parentElement!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
      const i = buttons.indexOf(tab);
      const next = e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : (i + (e.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
      e.preventDefault();
      buttons[next].click();
      buttons[next].focus();
    });
  },
  enhance: restoreTabs,
};

export default tabs;
