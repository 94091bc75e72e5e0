// Code blocks in Chromium: lines marked by comment markers ([!code ++], [!code --], [!code focus])
// show their marks, the copy button copies the code as it is after the change (no removed lines,
// no markers), and the soft-wrap toggle — shown where lines are wider than the block — wraps them,
// by mouse or keyboard.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import { useBrowser, openPage, gotoHydrated } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/cli.ts';
import { makeProject, minimalSite } from '../helpers/fixture.ts';

const browser = useBrowser();
let dir = '';
let serve: { origin: string; stop: () => void } | undefined;

const LONG = `String message = "${'a rather long line of text that goes on '.repeat(4)}";`;
const CODE_PAGE = `---
title: Code
---

## Setup

Changing a test:

\`\`\`java title="ExampleTest.java"
class ExampleTest {
  void test() {
    page.navigate("https://example.com"); // [!code --]
    page.navigate("https://playwright.dev"); // [!code ++]
    page.click("text=Get started"); // [!code focus]
  }
}
\`\`\`

A long line:

\`\`\`java
${LONG}
\`\`\`

A short one:

\`\`\`bash
mvn test
\`\`\`
`;

beforeAll(async () => {
  dir = makeProject(minimalSite({ 'content/docs/guide.md': CODE_PAGE }));
  serve = await buildAndServe(dir);
}, 180_000);

afterAll(() => {
  serve?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('code blocks', () => {
  it('show added, removed and focused lines, and copy the code after the change', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHydrated(page, `${serve!.origin}/base/docs/guide`);
      const block = page.locator('.code-block').first();
      expect(await block.locator('.code-line-removed').textContent()).toContain('example.com');
      expect(await block.locator('.code-line-added').textContent()).toContain('playwright.dev');
      // The signs in the gutter, and the other lines dimmed around the focused one until hovered.
      expect(await block.locator('.code-line-added').evaluate((l) => getComputedStyle(l, '::after').content)).toBe('"+"');
      const other = block.locator('.code-line').first();
      await page.mouse.move(0, 0);
      await expect.poll(() => other.evaluate((l) => getComputedStyle(l).opacity)).toBe('0.45');
      expect(await block.locator('.code-line-focused').evaluate((l) => getComputedStyle(l).opacity)).toBe('1');
      await block.hover();
      await expect.poll(() => other.evaluate((l) => getComputedStyle(l).opacity)).toBe('1');
      expect(await block.textContent()).not.toContain('[!code');
      await block.locator('.copy-button').click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe('class ExampleTest {\n  void test() {\n    page.navigate("https://playwright.dev");\n    page.click("text=Get started");\n  }\n}\n');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('wrap long lines with the wrap toggle, by mouse and by keyboard; blocks that fit have none', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'mobile', theme: 'dark' });
    try {
      await gotoHydrated(page, `${serve!.origin}/base/docs/guide`);
      const long = page.locator('.code-block', { hasText: 'a rather long line' });
      const short = page.locator('.code-block', { hasText: 'mvn test' });
      const toggle = long.locator('.wrap-button');
      await expect.poll(() => toggle.isVisible()).toBe(true);
      expect(await short.locator('.wrap-button').isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await toggle.getAttribute('aria-label')).toBe('Wrap long lines');
      const pre = long.locator('pre');
      const scrolls = () => pre.evaluate((p) => p.scrollWidth > p.clientWidth);
      expect(await scrolls()).toBe(true);
      // Keyboard: focus it and press Enter; then Space to unwrap.
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await pre.evaluate((p) => getComputedStyle(p).whiteSpace)).toBe('pre-wrap');
      expect(await scrolls()).toBe(false);
      expect(await toggle.isVisible()).toBe(true);
      await page.keyboard.press('Space');
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await scrolls()).toBe(true);
      // Mouse.
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await scrolls()).toBe(false);
      // The wrap toggle comes before the copy button, as it is shown.
      expect(await long.locator('button').evaluateAll((bs) => bs.map((b) => b.classList[0]))).toEqual(['wrap-button', 'copy-button']);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
