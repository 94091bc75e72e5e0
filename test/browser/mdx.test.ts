// MDX pages in the browser: Docusaurus' Tabs as MDX authors write them (groupId, default,
// queryString) hydrate cleanly and behave — keyboard, group sync, the choice remembered across
// pages and reloads, the query-string choice kept in and read from the URL — and a site React
// component rendered on the server is in the page with its CSS module's styles; inline styles hold
// under the site's Content-Security-Policy, on a first load and after a client navigation; an island
// (a component whose module exports `hydrate = true`) runs in the browser, and only where it is.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Page } from 'playwright-core';
import fs from 'node:fs';
import { useBrowser, openPage, gotoHydrated, waitForRoute } from '../helpers/browser.ts';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { buildAndServe } from '../helpers/cli.ts';

const browser = useBrowser();
let serve: { origin: string; stop: () => void } | undefined;
let dir = '';

const tabsPage = `---
title: Install
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Greeting from '@site/src/components/Greeting';
import Counter from '@site/src/components/Counter';
import Setup from './_setup.mdx';

<Greeting name="reader" />

<Setup />

<Counter start={2} label="Clicks">

Some **Markdown** in the island.

</Counter>

<div className="boxed" style={{marginTop: 24, borderLeftWidth: 3, borderLeftStyle: 'solid'}}>

Boxed text.

</div>

## Language

<Tabs groupId="language">
  <TabItem value="java" label="Java">

Use Maven.

  </TabItem>
  <TabItem value="kotlin" label="Kotlin" default>

Use Gradle.

  </TabItem>
  <TabItem value="scala" label="Scala">

Use sbt.

  </TabItem>
</Tabs>

## Again

<Tabs groupId="language">
  <TabItem value="java" label="Java">Java again.</TabItem>
  <TabItem value="kotlin" label="Kotlin" default>Kotlin again.</TabItem>
  <TabItem value="scala" label="Scala">Scala again.</TabItem>
</Tabs>

## System

<Tabs queryString="os">
  <TabItem value="mac" label="macOS">brew</TabItem>
  <TabItem value="linux" label="Linux">apt</TabItem>
</Tabs>
`;

const otherPage = `---
title: Other
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="language">
  <TabItem value="java" label="Java">Java here.</TabItem>
  <TabItem value="kotlin" label="Kotlin" default>Kotlin here.</TabItem>
</Tabs>
`;

const greeting = `import React, { useState } from 'react';
import styles from './styles.module.css';

export default function Greeting({ name }: { name: string }) {
  const [count] = useState(2);
  return <p className={styles.greeting} data-count={count} style={{ letterSpacing: 2 }}>Hello, {name}!</p>;
}
`;

const counter = `import { useState } from 'react';

export const hydrate = true;

export default function Counter({ start = 0, label = 'Count', children }) {
  const [n, setN] = useState(start);
  return (
    <div className="counter">
      <button type="button" onClick={() => setN(n + 1)} style={{ fontWeight: n > start ? 700 : 400, marginRight: 6 }}>
        {label}: {n}
      </button>
      {children}
    </div>
  );
}
`;

beforeAll(async () => {
  dir = makeProject(
    minimalSite({
      'content/docs/install.mdx': tabsPage,
      'content/docs/other.mdx': otherPage,
      'content/sidebars.ts': "export default { docs: ['intro', 'guide', 'install', 'other'] };\n",
      'src/components/Greeting/index.tsx': greeting,
      'src/components/Counter.jsx': counter,
      'content/docs/_setup.mdx': '### Before you start\n\nInstall **Java 17** first.\n',
      'src/components/Greeting/styles.module.css': '.greeting { font-weight: bold; color: rgb(200, 0, 0); }\n',
    }),
  );
  serve = await buildAndServe(dir);
}, 180_000);

afterAll(() => {
  serve?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The label of the selected tab of each tab set on the page, in order. */
const selected = (page: Page) => page.locator('.tabs-tab[aria-selected="true"]').allTextContents();
/** The text of each tab set's visible panel, in order. */
const visiblePanels = (page: Page) => page.locator('.tabs-panel:not([hidden])').allTextContents();

describe('MDX islands in the browser', () => {
  it('start where they are, with their props, their Markdown children and their styles, on a first load and after a navigation', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/islands/')) scripts.push(new URL(r.url()).pathname);
    });
    const button = page.locator('.doc-article .counter button');
    const weight = () => button.evaluate((b) => getComputedStyle(b).fontWeight);
    try {
      // A page without an island loads no island script.
      await gotoHydrated(page, `${serve!.origin}/base/docs/intro`);
      expect(scripts).toEqual([]);
      for (const arrive of [() => gotoHydrated(page, `${serve!.origin}/base/docs/install`), () => page.locator('.menu-link', { hasText: 'Install' }).first().click()]) {
        if (scripts.length) await gotoHydrated(page, `${serve!.origin}/base/docs/intro`);
        await arrive();
        await waitForRoute(page, '**/docs/install');
        expect(await button.textContent()).toBe('Clicks: 2');
        expect(await weight()).toBe('400');
        await expect.poll(async () => {
          await button.click();
          return button.textContent();
        }).toMatch(/^Clicks: [3-9]$/);
        // (A style React sets wins over the one the server rendered, under the site's CSP.)
        expect(await weight()).toBe('700');
        expect(await page.locator('.doc-article .counter docgen-slot p strong').textContent()).toBe('Markdown');
      }
      expect(new Set(scripts).size).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('MDX tabs in the browser', () => {
  it('start on their default tab, with the site component rendered on the server', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    try {
      await gotoHydrated(page, `${serve!.origin}/base/docs/install`);
      expect(await selected(page)).toEqual(['Kotlin', 'Kotlin', 'macOS']);
      const panels = await visiblePanels(page);
      expect(panels[0]).toContain('Use Gradle.');
      expect(panels[1]).toContain('Kotlin again.');
      // The partial is in the page, its heading in the table of contents.
      expect(await page.locator('.doc-article h3#before-you-start').textContent()).toContain('Before you start');
      expect(await page.locator('.doc-article p', { hasText: 'Install Java 17 first.' }).count()).toBe(1);
      expect(await page.locator('.toc a[href="#before-you-start"]').count()).toBe(1);
      const greeting = page.locator('.doc-article p[data-count="2"]');
      expect(await greeting.textContent()).toBe('Hello, reader!');
      expect(await greeting.getAttribute('class')).toMatch(/greeting/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("carry their site component's CSS and their inline styles, on a first load and after a client navigation", async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    const styleOf = (selector: string) =>
      page.locator(selector).first().evaluate((el) => {
        const s = getComputedStyle(el);
        return { weight: s.fontWeight, color: s.color, spacing: s.letterSpacing, marginTop: s.marginTop, border: s.borderLeftWidth };
      });
    try {
      // The server applies the site's Content-Security-Policy: no inline style would hold.
      const response = await page.goto(`${serve!.origin}/base/docs/install`);
      expect(response!.headers()['content-security-policy']).toContain("style-src 'self'");
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const check = async () => {
        expect(await styleOf('.doc-article p[data-count]')).toMatchObject({ weight: '700', color: 'rgb(200, 0, 0)', spacing: '2px' });
        expect(await styleOf('.doc-article .boxed')).toMatchObject({ marginTop: '24px', border: '3px' });
      };
      await check();
      // From a page without them, by the client router.
      await gotoHydrated(page, `${serve!.origin}/base/docs/intro`);
      expect(await page.locator('link[href*="assets/content/"]').count()).toBe(0);
      await page.locator('.menu-link', { hasText: 'Install' }).first().click();
      await waitForRoute(page, '**/docs/install');
      await page.locator('.doc-article .boxed').waitFor();
      await check();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('follow the keyboard, keep their group in step, and remember the choice on other pages and after a reload', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    try {
      await gotoHydrated(page, `${serve!.origin}/base/docs/install`);
      const first = page.locator('.tabs').first();
      await first.locator('.tabs-tab', { hasText: 'Kotlin' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await selected(page)).toEqual(['Scala', 'Scala', 'macOS']);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Scala');
      await page.keyboard.press('Home');
      expect(await selected(page)).toEqual(['Java', 'Java', 'macOS']);
      expect((await visiblePanels(page))[0]).toContain('Use Maven.');

      // Another page of the same group opens on the remembered tab, by client navigation…
      await page.locator('.menu-link', { hasText: 'Other' }).first().click();
      await waitForRoute(page, '**/docs/other');
      await expect.poll(() => selected(page)).toEqual(['Java']);
      // …and on a fresh load.
      await gotoHydrated(page, `${serve!.origin}/base/docs/install`);
      expect(await selected(page)).toEqual(['Java', 'Java', 'macOS']);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with a queryString keep the choice in the URL and open on the one the URL names', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'mobile', theme: 'dark' });
    try {
      await gotoHydrated(page, `${serve!.origin}/base/docs/install`);
      const historyLength = await page.evaluate(() => history.length);
      await page.locator('.tabs').nth(2).locator('.tabs-tab', { hasText: 'Linux' }).click();
      expect(new URL(page.url()).searchParams.get('os')).toBe('linux');
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect((await visiblePanels(page))[2]).toBe('apt');

      const fresh = await context.newPage();
      await gotoHydrated(fresh, `${serve!.origin}/base/docs/install?os=linux`);
      expect((await selected(fresh))[2]).toBe('Linux');
      expect((await visiblePanels(fresh))[2]).toBe('apt');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
