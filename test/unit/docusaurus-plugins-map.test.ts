// Docusaurus plugins as docgen's options: what each honoured plugin's options become, and how the
// others are named in their one warning.
import { describe, it, expect } from 'vitest';
import { mapPlugin, mapPresetPart, pluginDisplayName, skippedPluginPart } from '../../src/generator/config/docusaurus/plugins.ts';
import { validateConfig } from '../../src/generator/config/load.ts';
import { Notices } from '../../src/generator/config/docusaurus/notices.ts';
import { mapMarkdownOptions } from '../../src/generator/config/docusaurus/markdown.ts';

const map = (name: string, options: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  const notices = new Notices('docusaurus.config.js', '');
  const known = mapPlugin(name, options, 'plugins[0]', { out, notices });
  return { known, out, notices: notices.list.map((n) => n.message) };
};

describe('Docusaurus plugins', () => {
  it('takes the ideal-image widths (no upper bound: the image\'s own width), and says what it does not take', () => {
    expect(map(require_('plugin-ideal-image'), { min: 640, max: Number.MAX_SAFE_INTEGER, steps: 4, disableInDev: false })).toEqual({ known: true, out: { images: { min: 640, steps: 4 } }, notices: [] });
    expect(map('@docusaurus/plugin-ideal-image', { size: 800, disableInDev: true }).notices).toEqual(['plugins[0].size: not supported by docgen; ignored', 'plugins[0].disableInDev: docgen dev makes the smaller copies too']);
  });

  it('takes gtag, Tag Manager, sitemap and redirects options as they are', () => {
    expect(map('@docusaurus/plugin-google-gtag', { trackingID: 'G-1', anonymizeIP: true }).out).toEqual({ analytics: { gtag: { trackingID: 'G-1', anonymizeIP: true } } });
    expect(map('@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-1' }).out).toEqual({ analytics: { gtm: { containerId: 'GTM-1' } } });
    const sitemap = map('@docusaurus/plugin-sitemap', { changefreq: 'daily', createSitemapItems: () => [] });
    expect(sitemap.out).toEqual({ sitemap: { changefreq: 'daily' } });
    expect(sitemap.notices).toEqual(['plugins[0].createSitemapItems: not supported by docgen; ignored']);
    expect(map('@docusaurus/plugin-client-redirects', { redirects: [{ from: '/a', to: '/b' }] }).out).toEqual({ redirects: { redirects: [{ from: '/a', to: '/b' }] } });
  });

  it('names other plugins by their package, with what a docgen build does not make', () => {
    expect(map('docusaurus-plugin-sass', {}).known).toBe(false);
    expect(pluginDisplayName('/site/node_modules/.pnpm/x@1/node_modules/@docusaurus/plugin-pwa/lib/index.js')).toBe('@docusaurus/plugin-pwa');
    expect(pluginDisplayName('/site/node_modules/docusaurus-plugin-sass/lib/index.js')).toBe('docusaurus-plugin-sass');
    expect(skippedPluginPart('@docusaurus/plugin-pwa')).toMatch(/no service worker/);
    expect(skippedPluginPart('docusaurus-plugin-sass')).toBe('its pages, routes, scripts, styles and build steps are not made');
  });
});

/** A plugin as require.resolve names it in a config. */
function require_(short: string): string {
  return `/site/node_modules/@docusaurus/${short}/lib/index.js`;
}

describe('the pages plugin and the markdown hooks', () => {
  it("takes plugin-content-pages' folder, route and globs, and says what else it is given", () => {
    expect(map('@docusaurus/plugin-content-pages', { path: 'pages', routeBasePath: '/p', exclude: ['**/x.tsx'], mdxPageComponent: '@theme/MDXPage' })).toEqual({
      known: true,
      out: { pages: [{ path: 'pages', routeBasePath: '/p', exclude: ['**/x.tsx'] }] },
      notices: ["plugins[0].mdxPageComponent: not supported by docgen's pages; ignored"],
    });
  });

  it('honours markdown.hooks that say what onBrokenLinks says, and names the others', () => {
    const hooks = (markdown: Record<string, unknown>, onBrokenLinks?: string) => {
      const notices = new Notices('docusaurus.config.js', '');
      mapMarkdownOptions({ markdown, ...(onBrokenLinks ? { onBrokenLinks } : {}) }, {}, notices);
      return notices.list.map((n) => n.message);
    };
    expect(hooks({ hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' } })).toEqual([]);
    expect(hooks({ hooks: { onBrokenMarkdownLinks: 'warn' } }, 'warn')).toEqual([]);
    expect(hooks({ hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'ignore', other: 1 } })).toEqual([
      'markdown.hooks.onBrokenMarkdownLinks: docgen treats links to missing Markdown files as onBrokenLinks says ("throw")',
      'markdown.hooks.onBrokenMarkdownImages: docgen treats missing images as onBrokenLinks says ("throw")',
      'markdown.hooks.other: not a hook docgen knows (onBrokenMarkdownLinks, onBrokenMarkdownImages); ignored',
    ]);
  });
});

describe('the blog plugin', () => {
  const preset = (value: unknown) => {
    const out: Record<string, unknown> = {};
    const notices = new Notices('docusaurus.config.js', '');
    mapPresetPart('blog', value, 'presets[0].blog', { out, notices });
    return { out, notices: notices.list.map((n) => n.message) };
  };

  it("takes plugin-content-blog's options docgen's blog knows, one entry per instance, and says each one it does not", () => {
    const readingTime = () => 3;
    const mapped = map('@docusaurus/plugin-content-blog', {
      id: 'news',
      path: 'news',
      routeBasePath: 'updates',
      showReadingTime: true,
      readingTime,
      sortPosts: 'ascending',
      tags: false,
      feedOptions: { type: 'all', copyright: 'Me', createFeedItems: async () => [] },
      blogPostComponent: '@theme/MyPost',
      remarkPlugins: [],
      processBlogPosts: async () => undefined,
      editLocalizedFiles: true,
      admonitions: false,
    });
    expect(mapped.known).toBe(true);
    expect(mapped.out).toEqual({ blog: [{ id: 'news', path: 'news', routeBasePath: 'updates', showReadingTime: true, readingTime, sortPosts: 'ascending', tags: false, feedOptions: { type: 'all', copyright: 'Me' } }] });
    expect(mapped.notices).toEqual([
      "plugins[0].feedOptions.createFeedItems: the feeds' items are docgen's own (not made by a function of the site); ignored",
      "plugins[0].blogPostComponent: docgen's blog pages are its own (a component of the site's is not used in their place); ignored",
      "plugins[0].remarkPlugins: the blog's own Markdown plugins are not run: docgen renders posts with the site's Markdown options; ignored",
      'plugins[0].processBlogPosts: the posts are not passed to a function of the site (they are built as their files say); ignored',
      "plugins[0].editLocalizedFiles: docgen builds one locale: edit links lead to the blog folder's files; ignored",
      "plugins[0].admonitions: not supported by docgen's blog; ignored",
    ]);
    // Not a plugin docgen leaves out any more.
    expect(skippedPluginPart('@docusaurus/plugin-content-blog')).toBe('its pages, routes, scripts, styles and build steps are not made');
  });

  it("takes the classic preset's blog (true or its options), none when it is false", () => {
    expect(preset({ blogTitle: 'News', postsPerPage: 5 })).toEqual({ out: { blog: [{ blogTitle: 'News', postsPerPage: 5 }] }, notices: [] });
    expect(preset(true)).toEqual({ out: { blog: [{}] }, notices: [] });
    expect(preset(false)).toEqual({ out: {}, notices: [] });
  });

  it("maps to options docgen's config accepts (its defaults filled in)", () => {
    const { out } = preset({ routeBasePath: '/', editUrl: 'https://github.com/o/r/edit/main/', truncateMarker: /<!-- more -->/, tags: null });
    const config = validateConfig({ title: 'T', url: 'https://example.com', baseUrl: '/', navbar: { items: [] }, ...out }, 'site.config.ts');
    expect(config.blog).toHaveLength(1);
    expect(config.blog[0]).toMatchObject({ id: 'default', path: 'blog', routeBasePath: '/', editUrl: 'https://github.com/o/r/edit/main/', tags: null, postsPerPage: 10, sortPosts: 'descending', wordsPerMinute: 200 });
    expect(config.blog[0].truncateMarker).toEqual(/<!-- more -->/);
  });
});
