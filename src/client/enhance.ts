// Behaviour of server-rendered content (it is HTML, not components): copy buttons on code blocks,
// tab sets synced by group and remembered, click-to-play videos.
import type { SafeStorage } from './storage.ts';

const TAB_KEY = (group: string) => `docgen.tab.${group}`;

const COPY_ICON = '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2"><rect x="8" y="8" width="12" height="12" rx="2"/><path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"/></svg>';
const DONE_ICON = '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.5"><path d="m5 12 5 5 9-10"/></svg>';

export function addCopyButtons(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>('.code-block')) {
    if (block.querySelector(':scope > .copy-button')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.setAttribute('aria-label', 'Copy code to clipboard');
    button.innerHTML = COPY_ICON;
    block.appendChild(button);
  }
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

export function selectTab(tabs: HTMLElement, value: string, focus = false): boolean {
  const buttons = [...tabs.querySelectorAll<HTMLButtonElement>(':scope > .tabs-list > [role="tab"]')];
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

/** Applies the remembered choice of every tab group on the page. */
export function restoreTabs(root: ParentNode, storage: SafeStorage): void {
  for (const tabs of root.querySelectorAll<HTMLElement>('.tabs[data-group]')) {
    const saved = storage.get(TAB_KEY(tabs.dataset.group!));
    if (saved) selectTab(tabs, saved);
  }
}

function playVideo(embed: HTMLElement): void {
  const id = embed.dataset.youtubeId!;
  const title = embed.querySelector<HTMLElement>('[data-title]')?.dataset.title ?? 'Video';
  const iframe = document.createElement('iframe');
  iframe.src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
  iframe.title = title;
  iframe.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';
  iframe.allowFullscreen = true;
  embed.replaceChildren(iframe);
  embed.classList.add('video-embed-playing');
}

/** One delegated listener for the whole document: works for content rendered later too. */
export function installContentBehaviour(storage: SafeStorage): void {
  document.addEventListener('click', (e) => {
    const target = e.target as Element;
    const copy = target.closest?.('.copy-button') as HTMLButtonElement | null;
    if (copy) {
      const code = copy.parentElement?.querySelector('pre code');
      void copyText(code?.textContent ?? '').then(() => {
        copy.innerHTML = DONE_ICON;
        copy.dataset.copied = '';
        copy.setAttribute('aria-label', 'Copied');
        window.setTimeout(() => {
          copy.innerHTML = COPY_ICON;
          delete copy.dataset.copied;
          copy.setAttribute('aria-label', 'Copy code to clipboard');
        }, 1500);
      });
      return;
    }
    const tab = target.closest?.('.tabs-tab') as HTMLButtonElement | null;
    if (tab) {
      const tabs = tab.closest<HTMLElement>('.tabs')!;
      const value = tab.dataset.value!;
      const group = tabs.dataset.group;
      // Keep the clicked tab where it is on screen while other tab sets change height.
      const before = tab.getBoundingClientRect().top;
      selectTab(tabs, value);
      if (group) {
        storage.set(TAB_KEY(group), value);
        for (const other of document.querySelectorAll<HTMLElement>(`.tabs[data-group="${CSS.escape(group)}"]`)) if (other !== tabs) selectTab(other, value);
      }
      window.scrollBy(0, tab.getBoundingClientRect().top - before);
      return;
    }
    const play = target.closest?.('.video-embed-play') as HTMLAnchorElement | null;
    if (play) {
      e.preventDefault();
      playVideo(play.closest<HTMLElement>('.video-embed')!);
    }
  });
  document.addEventListener('keydown', (e) => {
    const tab = (e.target as Element).closest?.('.tabs-tab') as HTMLButtonElement | null;
    if (!tab || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    const buttons = [...tab.parentElement!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const i = buttons.indexOf(tab);
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : (i + (e.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    e.preventDefault();
    buttons[next].click();
    buttons[next].focus();
  });
}

export function enhanceContent(root: ParentNode, storage: SafeStorage): void {
  addCopyButtons(root);
  restoreTabs(root, storage);
}
