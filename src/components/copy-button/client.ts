// A copy button on every code block: copies the block's code, and says so for a moment. The code
// of a block that shows a change (lines marked added and removed) is copied as it is after the
// change: without its removed lines.
import type { ClientBehaviour } from '../kit/component.ts';
import { CODE_BLOCK, REMOVED_LINE } from '../code-block/classes.ts';

const COPY_ICON = '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2"><rect x="8" y="8" width="12" height="12" rx="2"/><path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"/></svg>';
const DONE_ICON = '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.5"><path d="m5 12 5 5 9-10"/></svg>';
const BUTTON = 'copy-button';

export function addCopyButtons(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>(`.${CODE_BLOCK.root}`)) {
    if (block.querySelector(`:scope > .${BUTTON}`)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `${BUTTON} ${CODE_BLOCK.action}`;
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

const copyButton: ClientBehaviour = {
  install() {
    document.addEventListener('click', (e) => {
      const copy = (e.target as Element).closest?.(`.${BUTTON}`) as HTMLButtonElement | null;
      if (!copy) return;
      let code = copy.parentElement?.querySelector('pre code');
      if (code?.querySelector(`.${REMOVED_LINE}`)) {
        code = code.cloneNode(true) as Element;
        for (const line of code.querySelectorAll(`.${REMOVED_LINE}`)) line.remove();
      }
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
    });
  },
  enhance: addCopyButtons,
};

export default copyButton;
