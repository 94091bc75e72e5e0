// Every page type of the built site, and every guide of the stable docs (where the Markdown
// constructs live), passes html-validate with the project's rules (.htmlvalidate.mjs) without an
// error or warning.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';

const siteDir = inject('siteDir');
const configFile = new URL('../../.htmlvalidate.mjs', import.meta.url).href;
const validator = new HtmlValidate(((await import(configFile)) as { default: ConfigData }).default);

const pageTypes = {
  home: 'index.html',
  'guide (stable)': 'docs/intro.html',
  'guide (next)': 'docs/next/locators.html',
  'API class page': 'docs/api/class-page.html',
  'API assertions page': 'docs/next/api/class-locatorassertions.html',
  search: 'search.html',
  'community index': 'community.html',
  'community page': 'community/welcome.html',
  ambassadors: 'community/ambassadors.html',
  'video page': 'community/feature-videos.html',
  'not found': '404.html',
};

async function problemsOf(rel: string): Promise<string[]> {
  const report = await validator.validateString(fs.readFileSync(path.join(siteDir, rel), 'utf8'), rel);
  return report.results.flatMap((r) => r.messages.map((m) => `${rel}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`));
}

describe('HTML validity', () => {
  it.each(Object.entries(pageTypes))('%s (%s) has no error', async (_type, rel) => {
    expect(await problemsOf(rel)).toEqual([]);
  });

  it('every stable guide has no error', async () => {
    const guides = fs.readdirSync(path.join(siteDir, 'docs')).filter((f) => f.endsWith('.html'));
    expect(guides.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const g of guides) problems.push(...(await problemsOf(`docs/${g}`)));
    expect(problems).toEqual([]);
  });

  it('the rules catch real mistakes', async () => {
    const report = await validator.validateString('<!doctype html><html lang="en"><head><title>x</title></head><body><main><p id="a">x</p><p id="a"><div>y</div></p><img src="a.png"><button>z</button></main></body></html>');
    const ids = report.results.flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(ids).toEqual(expect.arrayContaining(['no-dup-id', 'wcag/h37', 'no-implicit-button-type']));
  });
});
