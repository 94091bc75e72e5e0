// The guides' content: Java samples name only members of their version's API data, and the release notes
// have one section per version with links to the new API members and the browser builds.
// (Presence, headings and length of every guide in the built site are checked in site.test.ts.)
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { repoRoot } from '../helpers/cli.ts';
import { checkJavaSample, javaBlocks, type ApiData } from '../helpers/java-samples.ts';

const siteDir = inject('siteDir');
const VERSIONS = [
  { name: 'next', dir: 'content/docs', prefix: '/java/docs/next', out: 'docs/next' },
  { name: 'stable', dir: 'content/versioned_docs/version-stable', prefix: '/java/docs', out: 'docs' },
] as const;
const apiOf = (v: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, `content/api/${v}.json`), 'utf8')) as ApiData;
const guides = JSON.parse(fs.readFileSync(path.join(repoRoot, 'test/data/guides.json'), 'utf8')).guides as { id: string }[];

describe('Java samples of the guides', () => {
  const stable = apiOf('stable');
  const next = apiOf('next');

  it('reads call chains, handler parameters, assertions and options classes', () => {
    const sample = [
      'Locator rows = page.getByRole(AriaRole.ROW, new Page.GetByRoleOptions().setName("Total").setNmae("x"));',
      'rows.first().clik(); // page.commented() is ignored, "page.inAString()" too',
      'context.tracing().begin();',
      'page.onDialog(d -> d.acept());',
      'assertThat(page.getByText("Saved")).isVisible();',
      'assertThat(page).hasText("no such page assertion");',
      'var popup2 = page.waitForPopup(() -> {}); popup2.navigate("/"); popup2.goto("/");',
      'String page = "not a page"; page.length();',
      'Page tab = context.newPage(); tab.route(url -> url.startsWith("https://ads."), route -> route.abrt());',
      'tab.waitForResponse(r -> r.statuss() == 200, () -> tab.reload());',
    ].join('\n');
    const r = checkJavaSample(sample, stable);
    expect(r.findings.map((f) => `${f.line} ${f.call}`)).toEqual([
      '1 new Page.GetByRoleOptions().setNmae()',
      '2 rows.first().clik()',
      '3 context.tracing().begin()',
      '4 d.acept()',
      '6 assertThat(page).hasText()',
      '7 popup2.goto()',
      '9 route.abrt()',
      '10 r.statuss()',
    ]);
    expect(r.checked).toBeGreaterThanOrEqual(12);
  });

  it('knows the members that exist only in next', () => {
    const code = 'page.pierceFrames(new Page.PierceFramesOptions().setPierce(true)).getByText("Pay").click();\npage.onDialogClosed(d -> d.message());';
    expect(checkJavaSample(code, next).findings).toEqual([]);
    expect(checkJavaSample(code, stable).findings.map((f) => `${f.line} ${f.call}`)).toEqual(['1 page.pierceFrames()', '1 new Page.PierceFramesOptions()', '2 page.onDialogClosed()']);
  });

  for (const v of VERSIONS) {
    it(`name only members of the ${v.name} API data (file:line of every unknown one)`, () => {
      const data = apiOf(v.name);
      const unknown: string[] = [];
      let checked = 0;
      let blocks = 0;
      for (const g of guides) {
        const file = path.join(repoRoot, v.dir, `${g.id}.md`);
        for (const block of javaBlocks(file)) {
          blocks++;
          const r = checkJavaSample(block.code, data);
          checked += r.checked;
          for (const f of r.findings) unknown.push(`${path.relative(repoRoot, file)}:${block.line + f.line - 1}  ${f.call}: ${f.message}`);
        }
      }
      expect(unknown).toEqual([]);
      // Not vacuous: the guides hold over two hundred Java samples and over a thousand checked calls.
      expect(blocks).toBeGreaterThan(200);
      expect(checked).toBeGreaterThan(1000);
    });
  }
});

interface NoteVersion { version: string; anchor: string; members: { kind: string; ref: string; url: string }[]; browsers?: Record<string, string>; testedStableChannels?: Record<string, string> }
const notes = JSON.parse(fs.readFileSync(path.join(repoRoot, 'test/data/release-notes.json'), 'utf8')).versions as NoteVersion[];

/** The h2 sections of a rendered page: id → the elements up to the next h2. */
function sections(doc: HTMLElement): Map<string, HTMLElement[]> {
  const out = new Map<string, HTMLElement[]>();
  let current: HTMLElement[] | null = null;
  for (const el of doc.querySelector('.doc-article .markdown')!.childNodes) {
    if (el.nodeType !== 1) continue;
    const e = el as HTMLElement;
    if (e.tagName === 'H2') out.set(e.id, (current = []));
    else current?.push(e);
  }
  return out;
}

describe('the release notes', () => {
  for (const v of VERSIONS) {
    const data = apiOf(v.name);
    const anchors = new Set(data.classes.flatMap((c) => c.members.flatMap((m) => [m.anchor, ...(m.params ?? []).flatMap((p) => [p.anchor, ...(p.options ?? []).map((o) => o.anchor)])])).filter(Boolean));
    const doc = parse(fs.readFileSync(path.join(siteDir, v.out, 'release-notes.html'), 'utf8'));
    const secs = sections(doc);
    const unreleased = v.name === 'next' ? [{ version: '1.63', anchor: 'version-163' }] : [];

    it(`has one section per version in ${v.name}, newest first (${v.name === 'next' ? '1.63 unreleased, then ' : ''}1.62 … 1.7)`, () => {
      expect([...secs.keys()]).toEqual([...unreleased, ...notes].map((n) => n.anchor));
      expect(doc.querySelector('h2#version-17')!.text.replace(/#$/, '')).toBe('Version 1.7');
    });

    it(`links each section of ${v.name} to the API members the release added, and names its browser builds`, () => {
      const problems: string[] = [];
      for (const n of notes) {
        const sec = secs.get(n.anchor) ?? [];
        const hrefs = new Set(sec.flatMap((e) => e.querySelectorAll('a')).map((a) => a.getAttribute('href')));
        const text = sec.map((e) => e.text).join(' ').replace(/\s+/g, ' ');
        if (text.split(' ').length < 25) problems.push(`${n.version}: no summary of its own (${text.split(' ').length} words)`);
        for (const m of n.members) {
          const anchor = m.url.split('#')[1];
          if (!anchors.has(anchor)) continue; // an option the Java API data does not have (any more)
          const href = m.url.replace(/^\/java\/docs/, v.prefix);
          if (!hrefs.has(href)) problems.push(`${n.version}: no link to [${m.kind}: ${m.ref}] (${href})`);
        }
        for (const [browser, build] of Object.entries(n.browsers ?? {})) {
          if (!text.includes(build)) problems.push(`${n.version}: the ${browser} build ${build} is not named`);
        }
        for (const [channel, major] of Object.entries(n.testedStableChannels ?? {})) {
          if (!new RegExp(`\\b${major}\\b`).test(text)) problems.push(`${n.version}: the tested ${channel} ${major} is not named`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('gives next an unreleased 1.63 section linking every member added in v1.63', () => {
    const next = apiOf('next');
    const added = next.classes.flatMap((c) => c.members.filter((m) => m.since === 'v1.63').map((m) => `${VERSIONS[0].prefix}/api/${c.id}#${m.anchor}`));
    expect(added.length).toBeGreaterThanOrEqual(4);
    const sec = sections(parse(fs.readFileSync(path.join(siteDir, 'docs/next/release-notes.html'), 'utf8'))).get('version-163')!;
    const hrefs = new Set(sec.flatMap((e) => e.querySelectorAll('a')).map((a) => a.getAttribute('href')));
    expect(added.filter((h) => !hrefs.has(h))).toEqual([]);
    expect(sec.map((e) => e.text).join(' ')).toMatch(/not (been )?released/i);
    // Stable knows nothing of 1.63.
    expect(fs.readFileSync(path.join(siteDir, 'docs/release-notes.html'), 'utf8')).not.toContain('pierceFrames');
  });
});
