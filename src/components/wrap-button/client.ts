// A soft-wrap toggle before the copy button of every code block: pressed, the block's long lines
// wrap (white-space: pre-wrap) instead of scrolling. It is shown only while the block's lines are
// wider than it, or while it is pressed (a ResizeObserver looks again when the block's size
// changes: a window resized, a hidden tab shown).
import type { ClientBehaviour } from '../kit/component.ts';
import { CODE_BLOCK } from '../code-block/classes.ts';

const BUTTON = 'wrap-button';
const WRAPPED = 'code-block-wrapped';
const ICON = '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2"><path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-3-3 3 3 3M4 18h5"/></svg>';

let observer: ResizeObserver | undefined;

/** Shows a block's button only when it has something to do. */
function update(pre: Element): void {
  const button = pre.parentElement?.querySelector<HTMLButtonElement>(`:scope > .${BUTTON}`);
  if (button) button.hidden = button.getAttribute('aria-pressed') !== 'true' && pre.scrollWidth <= pre.clientWidth;
}

const wrapButton: ClientBehaviour = {
  install() {
    document.addEventListener('click', (e) => {
      const button = (e.target as Element).closest?.(`.${BUTTON}`);
      if (!button) return;
      const wrapped = button.parentElement!.classList.toggle(WRAPPED);
      button.setAttribute('aria-pressed', String(wrapped));
    });
  },
  enhance(root) {
    observer ??= new ResizeObserver((entries) => entries.forEach((e) => update(e.target)));
    for (const block of root.querySelectorAll<HTMLElement>(`.${CODE_BLOCK.root}`)) {
      const pre = block.querySelector(':scope > pre');
      if (!pre || block.querySelector(`:scope > .${BUTTON}`)) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = `${BUTTON} ${CODE_BLOCK.action}`;
      button.hidden = true;
      button.setAttribute('aria-label', 'Wrap long lines');
      button.setAttribute('aria-pressed', 'false');
      button.innerHTML = ICON;
      // Before the copy button: the order the eye and the Tab key take.
      block.insertBefore(button, block.querySelector(':scope > .copy-button'));
      observer.observe(pre);
    }
  },
};

export default wrapButton;
