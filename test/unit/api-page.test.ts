import { describe, it, expect } from 'vitest';
import { renderApiPage, sinceLabel, snakeCase, typeTokens, usageLines } from '../../src/generator/render/api-page.ts';
import { resolveMarkdownRefs } from '../../src/generator/emit/llms.ts';
import { parseApiProse } from '../../src/generator/content/api-prose.ts';
import { createMarkdownRenderer } from '../../src/generator/markdown/pipeline.ts';
import { createApiResolver, type ApiClass, type ApiVersionData } from '../../src/generator/content/api-data.ts';
import { resolveLinks } from '../../src/generator/site/links.ts';

const page: ApiClass = {
  name: 'Page', id: 'class-page', varName: 'page', since: 'v1.8', sidebarCategory: 'Classes',
  members: [
    { kind: 'property', name: 'keyboard', heading: 'keyboard()', anchor: 'page-keyboard', section: 'Properties', since: 'v1.8', returns: 'Keyboard' },
    { kind: 'method', name: 'navigate', specName: 'goto', heading: 'navigate', anchor: 'page-goto', section: 'Methods', since: 'v1.8', usage: ['Page.navigate(url)', 'Page.navigate(url, options)'], returns: 'null | Response',
      params: [{ name: 'url', type: 'String', anchor: 'page-goto-option-url' }, { name: 'options', type: 'Page.NavigateOptions', optional: true, options: [{ name: 'timeout', setter: 'setTimeout', type: 'double', anchor: 'page-goto-option-timeout' }, { name: 'referer', setter: 'setReferer', type: 'String', anchor: 'page-goto-option-referer', since: 'v1.12' }] }] },
    { kind: 'event', name: 'console', heading: 'onConsoleMessage(handler)', anchor: 'page-event-console', section: 'Events', since: 'v1.8', eventData: 'ConsoleMessage' },
    { kind: 'method', name: 'getByRole', heading: 'getByRole', anchor: 'page-get-by-role', section: 'Methods', since: 'v1.27', returns: 'Locator', params: [] },
    { kind: 'method', name: 'type', heading: 'type', anchor: 'page-type', section: 'Deprecated', since: 'v1.8', deprecated: true, returns: 'void' },
  ],
};
const data: ApiVersionData = { source: 'api.json', classes: [page, { name: 'Keyboard', id: 'class-keyboard', varName: 'keyboard', since: 'v1.8', sidebarCategory: 'Classes', members: [] }, { name: 'Response', id: 'class-response', varName: 'response', since: 'v1.8', sidebarCategory: 'Classes', members: [] }, { name: 'Locator', id: 'class-locator', varName: 'locator', since: 'v1.14', sidebarCategory: 'Classes', members: [] }, { name: 'ConsoleMessage', id: 'class-consolemessage', varName: 'consoleMessage', since: 'v1.8', sidebarCategory: 'Classes', members: [] }] };

const prose = parseApiProse(`---
class: Page
---

A page is a tab.

## method: Page.goto

Opens [param: url] and waits; see [option: timeout].

### param: url

Where to go.

### returns

The main response.

## property: Page.keyboard

The keyboard.

## event: Page.console

Fired on console calls.

## method: Page.type

Types.

### deprecated

Use [method: Page.goto] instead.

## option: timeout

Maximum time in milliseconds.
`, 'content/api/page.md');

const renderSync = createMarkdownRenderer({ baseUrl: '/java/', isApiClass: (n) => data.classes.some((c) => c.name === n) });
const render = async (i: Parameters<typeof renderSync>[0]) => renderSync(i);
const input = { cls: page, data, prose, proseFile: 'content/api/page.md', render, apiRoute: '/java/docs/api', externalTypes: { String: 'https://docs.oracle.com/String.html' }, variables: {}, docPath: 'api/class-page.md', missingProse: 'error' as const };

describe('API pages', () => {
  it('labels versions and sorts by snake_case names', () => {
    expect(sinceLabel('v1.8')).toBe('Added before v1.9');
    expect(sinceLabel('1.46')).toBe('Added in: v1.46');
    expect(snakeCase('getByRole')).toBe('get_by_role');
    expect(snakeCase('setExtraHTTPHeaders')).toBe('set_extra_http_headers');
  });

  it('generates usage lines for methods, properties, events and assertions', () => {
    expect(usageLines(page, page.members[1])).toEqual(['page.navigate(url);', 'page.navigate(url, options);']);
    expect(usageLines(page, page.members[0])).toEqual(['page.keyboard();']);
    expect(usageLines(page, page.members[2])).toEqual(['page.onConsoleMessage(handler);', 'page.offConsoleMessage(handler);']);
    const la: ApiClass = { name: 'LocatorAssertions', id: 'class-locatorassertions', varName: 'locatorAssertions', since: 'v1.17', sidebarCategory: 'Assertions', members: [] };
    expect(usageLines(la, { kind: 'method', name: 'hasText', heading: 'hasText', anchor: 'x', section: 'Methods', since: 'v1.20', usage: ['assertThat(locator).hasText(expected)'] })).toEqual(['assertThat(locator).hasText(expected);']);
  });

  it('links Playwright and JDK types', () => {
    const tokens = typeTokens('null | Response', (n) => (n === 'Response' ? '/r' : undefined), {});
    expect(tokens).toEqual([{ text: 'null | ' }, { text: 'Response', href: '/r' }]);
    expect(typeTokens('List<String>', () => undefined, { String: 'https://s', List: 'https://l' })).toEqual([{ text: 'List', href: 'https://l' }, { text: '<' }, { text: 'String', href: 'https://s' }, { text: '>' }]);
    expect(typeTokens('enum X { A, B }', () => '/x', {})).toEqual([{ text: 'enum X { A, B }' }]);
  });

  it('lays out sections, headings, anchors, arguments and returns', async () => {
    const r = await renderApiPage(input);
    const sections = [...r.html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(sections).toEqual(['methods', 'properties', 'events', 'deprecated']);
    const members = [...r.html.matchAll(/<h3 id="([^"]+)">([^<]+)/g)].map((m) => `${m[1]}=${m[2]}`);
    expect(members).toEqual(['page-get-by-role=getByRole', 'page-goto=navigate', 'page-keyboard=keyboard()', 'page-event-console=onConsoleMessage(handler)', 'page-type=type']);
    expect(r.ids).toEqual(expect.arrayContaining(['page-goto', 'page-goto-option-url', 'page-goto-option-timeout', 'page-goto-option-referer', 'page-goto-return', 'page-event-console-return']));
    expect(r.html).toContain('Added before v1.9');
    expect(r.html).toContain('Added in: v1.12');
    expect(r.html).toContain('<code class="api-arg-name">setTimeout</code>');
    expect(r.html).toContain('<a href="https://docs.oracle.com/String.html" target="_blank" rel="noopener noreferrer">String</a>');
    expect(r.html).toContain('<p class="admonition-title">Deprecated</p>');
    expect(r.html).toContain('Maximum time in milliseconds.');
    expect(r.toc.filter((t) => t.level === 3).map((t) => t.id)).toContain('page-goto');
  });

  it('gives every member its Returns and -return anchor, also one that returns nothing', async () => {
    const close: ApiClass['members'][number] = { kind: 'method', name: 'close', heading: 'close', anchor: 'page-close', section: 'Methods', since: 'v1.8' };
    const r = await renderApiPage({ ...input, cls: { ...page, members: [...page.members, close] } });
    expect(r.ids).toEqual(expect.arrayContaining(['page-type-return', 'page-close-return', 'page-keyboard-return', 'page-get-by-role-return']));
    const returnsOf = (anchor: string) => {
      const at = r.html.indexOf(`id="${anchor}-return"`);
      expect(at).toBeGreaterThan(0);
      const label = r.html.lastIndexOf('<strong>', at);
      return r.html.slice(label, r.html.indexOf('</li>', at)).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    };
    // `void` as the data says; nothing listed when the data has no type; the hash link in both.
    expect(returnsOf('page-type')).toBe('Returns void #');
    expect(returnsOf('page-close')).toBe('Returns #');
    expect(returnsOf('page-goto')).toContain('Returns null | Response');
    expect(r.markdown).toContain('**Returns:** void');
  });

  it('resolves references inside member prose, [option: x] relative to the member', async () => {
    const r = await renderApiPage(input);
    const out = resolveLinks(r.html, r.links, { permalink: '/java/docs/api/class-page', source: 'content/api/page.md', assetBase: '/' }, { baseUrl: '/java/', root: '/', staticDir: '/', linkable: { folders: [], accepted: '' }, routes: new Set(), idsByPath: new Map(), docsByVersion: new Map(), apiResolverFor: () => createApiResolver(data, '/java/docs/api') }, new Map());
    expect(out.problems).toEqual([]);
    expect(out.html).toContain('Opens <code>url</code> and waits; see <a href="/java/docs/api/class-page#page-goto-option-timeout">setTimeout</a>.');
    expect(out.html).toContain('Use <a href="/java/docs/api/class-page#page-goto">Page.navigate()</a> instead.');
  });

  it('writes the Markdown copy with [option: x] and [param: x] resolved relative to their member, as the HTML does', async () => {
    const r = await renderApiPage(input);
    const md = resolveMarkdownRefs(r.markdown!, createApiResolver(data, '/java/docs/api'), 'https://x.test');
    expect(md).toContain('Opens `url` and waits; see [setTimeout](https://x.test/java/docs/api/class-page#page-goto-option-timeout).');
    expect(md).toContain('Use [Page.navigate()](https://x.test/java/docs/api/class-page#page-goto) instead.');
    expect(md).not.toMatch(/\[`?(option|param|method|event|property): /);
    // Code blocks keep what they say.
    const withCode = parseApiProse('---\nclass: Page\n---\nIntro.\n\n## method: Page.goto\n\nSee [option: timeout].\n\n```java\n// [option: timeout]\n```\n', 'content/api/page.md');
    const copy = (await renderApiPage({ ...input, prose: withCode })).markdown!;
    expect(copy).toContain('See [option: Page.goto.timeout].');
    expect(copy).toContain('// [option: timeout]');
  });

  it('describes the page in plain text: references become the names the page shows', async () => {
    const intro = parseApiProse('---\nclass: Page\n---\nA `Page` comes from [method: Page.goto]\nor [property: Page.keyboard], like a [Locator]; not [Unknown].\n', 'content/api/page.md');
    const r = await renderApiPage({ ...input, prose: intro });
    expect(r.summary).toBe('A Page comes from Page.navigate() or Page.keyboard(), like a Locator; not [Unknown].');
  });

  it('describes the page without Markdown: links, emphasis and code give their text', async () => {
    const intro = parseApiProse('---\nclass: Page\n---\n```java\nPage page;\n```\n\nA **tab** of [a browser](https://example.com/browser), _the_ `Page`\nof [`method: Page.goto`].\n\nMore.\n', 'content/api/page.md');
    const r = await renderApiPage({ ...input, prose: intro });
    expect(r.summary).toBe('A tab of a browser, the Page of Page.navigate().');
  });

  it('reports members and arguments without prose, with the prose file', async () => {
    const r = await renderApiPage({ ...input, prose: parseApiProse('---\nclass: Page\n---\nIntro.\n\n## method: Page.goto\n\nGoes.\n', 'content/api/page.md') });
    const messages = r.problems.map((p) => p.message);
    expect(messages).toContain('method: Page.goto: param "url" has no description (add "### param: url" or a class-wide "## option: url")');
    expect(messages).toContain('property: Page.keyboard: no description (add a "## property: Page.keyboard" section)');
    expect(messages).toContain('method: Page.type: is deprecated but has no "### deprecated" reason');
    expect(r.problems.every((p) => p.file === 'content/api/page.md' && p.severity === 'error')).toBe(true);
  });
});
