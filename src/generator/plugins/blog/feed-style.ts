// What makes a blog's RSS or Atom feed readable when a browser opens it (feedOptions.xslt): an XSL
// stylesheet the feed names in an <?xml-stylesheet?> instruction, written beside the feed with its
// CSS. `true` is docgen's own pair (below); a path is the site's own XSL, resolved as Docusaurus
// does (absolute, else relative to the blog's folder), which must have a CSS file of the same name
// beside it: both are copied next to the feed. (Like every file a config names for the browser, they
// must lie in the site's folder or an installed package: config-files.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, problem } from '../../errors.ts';
import { configFiles } from '../../config-files.ts';
import type { BlogPluginConfig } from './schema.ts';

export type StyledFeed = 'rss' | 'atom';

/** A feed's stylesheet: the file the feed names (beside it), and every file to write there. */
export interface FeedStyle {
  href: string;
  files: { name: string; text: string }[];
}

export type FeedStyles = Partial<Record<StyledFeed, FeedStyle>>;

/** The stylesheets feedOptions.xslt asks for, read (the site's files) or made (docgen's own). */
export function resolveFeedStyles(xslt: BlogPluginConfig['feedOptions']['xslt'], blogDir: string, site: { root: string; configFile: string }): FeedStyles {
  const styles: FeedStyles = {};
  for (const type of ['rss', 'atom'] as const) {
    const choice = xslt === null || typeof xslt === 'boolean' ? xslt : xslt[type];
    if (choice === true) styles[type] = ownFeedStyle(type);
    else if (typeof choice === 'string') styles[type] = siteFeedStyle(choice, blogDir, site);
  }
  return styles;
}

function siteFeedStyle(file: string, blogDir: string, site: { root: string; configFile: string }): FeedStyle {
  const xsl = path.resolve(blogDir, file);
  const css = path.join(path.dirname(xsl), `${path.parse(xsl).name}.css`);
  if (!fs.existsSync(xsl)) throw new DocgenError(problem(xsl, `the blog's feed stylesheet (feedOptions.xslt) is not there`));
  if (!fs.existsSync(css)) throw new DocgenError(problem(css, `the blog's feed stylesheet ${path.basename(xsl)} needs its CSS file beside it, of the same name`));
  configFiles(site, [xsl, css], 'blog feedOptions.xslt', 'feed stylesheet', true);
  const files = [xsl, css].map((f) => ({ name: path.basename(f), text: fs.readFileSync(f, 'utf8') }));
  return { href: files[0].name, files };
}

/** docgen's own stylesheet of a feed: a page with the blog's name and its posts, each linked. */
export function ownFeedStyle(type: StyledFeed): FeedStyle {
  return { href: `${type}.xsl`, files: [{ name: `${type}.xsl`, text: type === 'rss' ? RSS_XSL : ATOM_XSL }, { name: STYLE_CSS_NAME, text: STYLE_CSS }] };
}

const STYLE_CSS_NAME = 'feed-style.css';

/** The page both stylesheets make (the parts that differ are given). */
function pageXsl(o: { namespaces: string; root: string; title: string; about: string; home: string; items: string; itemTitle: string; itemLink: string; itemDate: string; itemSummary: string }): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${o.namespaces}>
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${o.root}/${o.title}"/> (feed)</title>
        <link rel="stylesheet" href="${STYLE_CSS_NAME}"/>
      </head>
      <body>
        <main class="feed">
          <p class="feed-note">A web feed: paste this page's address into a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="${o.root}/${o.title}"/></h1>
          <p><xsl:value-of select="${o.root}/${o.about}"/></p>
          <p><a href="{${o.root}/${o.home}}">Open the blog</a></p>
          <ol class="feed-posts">
            <xsl:for-each select="${o.root}/${o.items}">
              <li>
                <a class="feed-post" href="{${o.itemLink}}"><xsl:value-of select="${o.itemTitle}"/></a>
                <time><xsl:value-of select="${o.itemDate}"/></time>
                <p><xsl:value-of select="${o.itemSummary}"/></p>
              </li>
            </xsl:for-each>
          </ol>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

const RSS_XSL = pageXsl({ namespaces: '', root: '/rss/channel', title: 'title', about: 'description', home: 'link', items: 'item', itemTitle: 'title', itemLink: 'link', itemDate: 'pubDate', itemSummary: 'description' });

const ATOM_XSL = pageXsl({
  namespaces: ' xmlns:atom="http://www.w3.org/2005/Atom"',
  root: '/atom:feed',
  title: 'atom:title',
  about: 'atom:subtitle',
  home: "atom:link[@rel='alternate']/@href",
  items: 'atom:entry',
  itemTitle: 'atom:title',
  itemLink: 'atom:link/@href',
  itemDate: 'substring(atom:updated, 1, 10)',
  itemSummary: 'atom:summary',
});

const STYLE_CSS = `body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c1e21; background: #fff; }
.feed { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem; }
.feed-note { padding: 0.75rem 1rem; border-radius: 0.5rem; background: #eef3fb; }
.feed h1 { margin-bottom: 0.25rem; }
.feed-posts { padding: 0; list-style: none; }
.feed-posts li { padding: 1rem 0; border-top: 1px solid #dadde1; }
.feed-post { font-size: 1.2rem; font-weight: 600; }
.feed time { display: block; color: #606770; font-size: 0.9rem; }
a { color: #2e6bd3; }
@media (prefers-color-scheme: dark) {
  body { color: #e3e3e3; background: #1b1b1d; }
  .feed-note { background: #25324a; }
  .feed-posts li { border-color: #444950; }
  a { color: #7aa7f0; }
}
`;
