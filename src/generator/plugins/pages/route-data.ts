// A page of the site's own: its route data (what the `page` template shows) and search records.
// A React page's title and description are what its `<Layout>` said (the Layout stand-in records
// them while it renders); a Markdown page's come from its front matter and heading, as a doc's.
import type { RouteData, SitePageData } from '../../../shared/types.ts';
import type { SiteModel } from '../../content/model.ts';
import type { DocRoute } from '../../site/routes.ts';
import type { DocContent } from '../../pages/doc.ts';
import { mainVersionName } from '../../pages/common.ts';
import { markdownText } from '../../markdown/plain-text.ts';
import { absoluteUrl } from '../../../shared/urls.ts';
import { pageRecords, type SearchRecord } from '../../search/records.ts';

export function pageRouteData(model: SiteModel, { doc }: DocRoute, content: DocContent): RouteData {
  const fm = doc.frontMatter;
  const layout = content.layout ?? {};
  const markdown = doc.page !== 'react';
  const title = markdown ? doc.title : (layout.title ?? '');
  const wrapperClassName = layout.wrapperClassName ?? (typeof fm.wrapperClassName === 'string' ? fm.wrapperClassName : undefined);
  const page: SitePageData = {
    title,
    html: content.html,
    markdown,
    toc: content.toc,
    tocMinLevel: fm.toc_min_heading_level ?? model.config.tableOfContents.minHeadingLevel,
    tocMaxLevel: fm.toc_max_heading_level ?? model.config.tableOfContents.maxHeadingLevel,
    hideToc: !markdown || !!fm.hide_table_of_contents,
    ...(wrapperClassName ? { wrapperClassName } : {}),
    ...(layout.documentTitle ? { documentTitle: layout.documentTitle } : {}),
  };
  const description = layout.description ?? (doc.description !== undefined ? markdownText(doc.description) : markdown ? content.summary : model.config.tagline);
  return {
    path: doc.permalink,
    title: title || model.config.title,
    description,
    navVersion: mainVersionName(model),
    page: { kind: 'page', page },
    noIndex: !!fm.unlisted || !!doc.notFound,
    ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
    ...(fm.image ? { image: absoluteUrl(model.config.url, model.config.baseUrl, fm.image) } : {}),
  };
}

/** A Markdown page is searched as a doc is; a React page by its title and description. */
export function pageSearchRecords({ doc }: DocRoute, data: RouteData): SearchRecord[] {
  if (data.page.kind !== 'page') return [];
  const { page } = data.page;
  return pageRecords({ url: data.path, title: data.title, html: page.markdown ? page.html : '', description: data.description, names: [data.title, ...(doc.frontMatter.keywords ?? [])] });
}
