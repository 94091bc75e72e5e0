// @vitest-environment happy-dom
// A navbar item that throws is reported with its config and left out; the other items render.
import { describe, it, expect, vi } from 'vitest';
import { h, render } from 'preact';
import { NavbarItem, type NavContext } from '../../src/templates/NavbarItem.tsx';
import { RuntimeContext, type Runtime } from '../../src/templates/runtime.tsx';
import type { NavItemData } from '../../src/shared/types.ts';

describe('navbar item error boundary', () => {
  it('catches a failing item, names its config, and keeps the others', () => {
    const reportError = vi.fn();
    const runtime = { hydrated: true, colorChoice: 'system', cycleColorMode() {}, announcementDismissed: false, dismissAnnouncement() {}, categoryOpen: () => undefined, setCategoryOpen() {}, mobile: false, reportError, storage: { get: () => null, set() {} }, openSearch() {} } as Runtime;
    const ctx: NavContext = { path: '/java/docs/intro', baseUrl: '/java/', searchPlaceholder: 'Search docs', localeLabel: 'English', htmlLang: 'en' };
    const good: NavItemData = { type: 'link', label: 'Docs', href: '/java/docs/intro', external: false, position: 'left' };
    const broken = { type: 'dropdown', label: 'Broken', position: 'left', items: null } as unknown as NavItemData;
    const root = document.createElement('div');
    render(
      h(RuntimeContext.Provider as never, { value: runtime }, [h(NavbarItem as never, { item: good, ctx }), h(NavbarItem as never, { item: broken, ctx }), h(NavbarItem as never, { item: { ...good, label: 'API' }, ctx })]),
      root,
    );
    expect([...root.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Docs', 'API']);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0][0]).toBe('A navbar item failed to render; its config: {"type":"dropdown","label":"Broken","position":"left","items":null}');
  });
});
