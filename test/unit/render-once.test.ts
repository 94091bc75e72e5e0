// The same page in two docs versions (the same source at the same place of each version's folder)
// is rendered once when its result is portable (pipeline.ts: it depends on nothing of the page's
// folder or page), and once per version otherwise; each version's result names its own file.
import { describe, it, expect } from 'vitest';
import { memoizeRenderer } from '../../src/generator/render/content.ts';
import type { MarkdownInput, MarkdownResult } from '../../src/generator/markdown/pipeline.ts';

const input = (version: string, source = 'Some text.\n'): MarkdownInput => ({
  source,
  file: `${version}/guides/setup.md`,
  firstLine: 4,
  docPath: 'guides/setup.md',
  sourceDir: `/site/${version}/guides`,
  frontMatter: { title: 'Setup' },
});

/** A renderer that counts its calls and gives each input a result naming its folder. */
function counting(portable: boolean) {
  const calls: string[] = [];
  const render = async (i: MarkdownInput): Promise<MarkdownResult> => {
    calls.push(i.file);
    return { html: `<p>from ${i.sourceDir}</p>`, toc: [], ids: [], links: [], summary: '', problems: [], ...(portable ? { portable: true as const } : {}) };
  };
  return { calls, render };
}

describe('a page in two docs versions', () => {
  it('is rendered once when its result is portable, the second version getting the first one', async () => {
    const { calls, render } = counting(true);
    const memo = memoizeRenderer(render);
    const [current, old] = await Promise.all([memo(input('docs')), memo(input('versioned_docs/version-1.0'))]);
    expect(calls).toEqual(['docs/guides/setup.md']);
    expect(old.html).toBe(current.html);
    expect(old.cacheEntry).toBe(current.cacheEntry);
    // (What the build keeps of a result: not whether it was portable.)
    expect('portable' in old).toBe(false);
  });

  it('is rendered for each version when its result is not portable (it read a file, or asked about its page)', async () => {
    const { calls, render } = counting(false);
    const memo = memoizeRenderer(render);
    const [current, old] = await Promise.all([memo(input('docs')), memo(input('versioned_docs/version-1.0'))]);
    expect(calls).toEqual(['docs/guides/setup.md', 'versioned_docs/version-1.0/guides/setup.md']);
    expect([current.html, old.html]).toEqual(['<p>from /site/docs/guides</p>', '<p>from /site/versioned_docs/version-1.0/guides</p>']);
    expect(old.cacheEntry).not.toBe(current.cacheEntry);
  });

  it('is rendered again when its source, or its place in the version, differs', async () => {
    const { calls, render } = counting(true);
    const memo = memoizeRenderer(render);
    await memo(input('docs'));
    await memo(input('versioned_docs/version-1.0', 'Other text.\n'));
    await memo({ ...input('versioned_docs/version-2.0'), docPath: 'guides/other.md' });
    await memo({ ...input('versioned_docs/version-3.0'), firstLine: 5 });
    expect(calls).toHaveLength(4);
  });
});
