// A docs page: sidebar | banner, breadcrumbs, title, content, previous/next | table of contents.
import type { PageProps } from './App.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { TableOfContents, TableOfContentsMobile } from './TableOfContents.tsx';
import { Breadcrumbs, Paginator, VersionBanner } from './DocPageParts.tsx';
import { CopyPageButton } from './CopyPageButton.tsx';
import { DocFooter } from './DocFooter.tsx';

export function DocPage({ site, route }: PageProps<'doc'>) {
  const doc = route.page.doc;
  const showToc = !doc.hideToc && doc.toc.some((t) => t.level >= doc.tocMinLevel && t.level <= doc.tocMaxLevel);
  return (
    <div className={`doc-layout${route.sidebar ? ' with-sidebar' : ''}`}>
      {route.sidebar && <DocSidebar items={route.sidebar.items} path={route.path} sidebarId={route.sidebar.id} options={site.sidebar} />}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <div className={`doc-container${showToc ? ' with-toc' : ''}`}>
          <div className="doc-column">
            {route.version && <VersionBanner version={route.version} latestLink={doc.latestVersionLink} siteTitle={site.title} />}
            {route.version?.badge && <span className="version-badge">{`Version: ${route.version.label}`}</span>}
            {route.version?.breadcrumbs !== false && <Breadcrumbs items={doc.breadcrumbs} homeHref={site.baseUrl} />}
            {showToc && <TableOfContentsMobile toc={doc.toc} min={doc.tocMinLevel} max={doc.tocMaxLevel} />}
            <article className={`doc-article${doc.kind === 'api' ? ' api-page' : ''}`}>
              <CopyPageButton path={route.path} />
              {!doc.hideTitle && <h1 className="doc-title">{doc.title}</h1>}
              <div className="markdown" dangerouslySetInnerHTML={{ __html: doc.html }} />
            </article>
            <DocFooter tags={doc.tags} editUrl={doc.editUrl} lastUpdate={doc.lastUpdate} />
            <Paginator doc={doc} />
          </div>
          {showToc && <TableOfContents toc={doc.toc} min={doc.tocMinLevel} max={doc.tocMaxLevel} />}
        </div>
      </main>
    </div>
  );
}

export default DocPage;
