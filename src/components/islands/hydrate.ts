// Hydrates a page's islands (see client.ts, which loads this module only on pages that have
// some): each with the page's React (or Preact), which its script finds through a global.
import { createElement, type ComponentType } from 'react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { INLINE_STYLE_PREFIX, ISLAND, ISLAND_ATTRIBUTES, RUNTIME_GLOBAL } from './classes.ts';

// (The islands' scripts read it as they load.)
(globalThis as Record<string, unknown>)[RUNTIME_GLOBAL] = { React, jsxRuntime, ReactDOM };

const hydrated = new WeakSet<Element>();

async function hydrate(island: HTMLElement): Promise<void> {
  const src = island.getAttribute(ISLAND_ATTRIBUTES.src);
  if (!src) return;
  try {
    const module = (await import(src)) as Record<string, unknown>;
    const component = module[island.getAttribute(ISLAND_ATTRIBUTES.export) ?? 'default'] as ComponentType<Record<string, unknown>>;
    const props = JSON.parse(island.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as Record<string, unknown>;
    restoreInlineStyles(island);
    const slot = island.querySelector(ISLAND.slot);
    const children = slot ? createElement(ISLAND.slot, { dangerouslySetInnerHTML: { __html: slot.innerHTML } }) : undefined;
    hydrateRoot(island, createElement(component, props, children));
  } catch (err) {
    console.error(`docgen: the island ${src} could not start:`, err);
  }
}

/**
 * The island's elements get back the inline styles the server made classes of (React sets styles
 * through the CSSOM, which the site's CSP allows, and a later change must win over them).
 */
function restoreInlineStyles(island: HTMLElement): void {
  const styled = island.querySelectorAll<HTMLElement>(`[class*="${INLINE_STYLE_PREFIX}"]`);
  if (!styled.length) return;
  const rules = new Map<string, CSSStyleDeclaration>();
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of list) if (rule instanceof CSSStyleRule && rule.selectorText.startsWith(`.${INLINE_STYLE_PREFIX}`)) rules.set(rule.selectorText.slice(1), rule.style);
  }
  for (const el of styled) {
    for (const name of [...el.classList].filter((c) => c.startsWith(INLINE_STYLE_PREFIX))) {
      const style = rules.get(name);
      if (!style) continue;
      for (const property of style) el.style.setProperty(property, style.getPropertyValue(property));
      el.classList.remove(name);
    }
    if (!el.classList.length) el.removeAttribute('class');
  }
}

/** Hydrates the islands under `root` not hydrated yet. */
export function hydrateIslands(root: ParentNode): void {
  for (const island of root.querySelectorAll<HTMLElement>(ISLAND.tag)) {
    if (hydrated.has(island)) continue;
    hydrated.add(island);
    void hydrate(island);
  }
}
