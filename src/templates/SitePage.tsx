// A page of the site's own (plugins/pages). A React page is its component's HTML, full width,
// inside the site's navbar and footer (what Docusaurus' Layout puts around it); a Markdown page is
// prose (its own heading and all) with its table of contents, without the docs' sidebar.
import type { PageProps } from './App.tsx';
import { TableOfContents, TableOfContentsMobile } from './TableOfContents.tsx';

export function SitePage({ route }: PageProps<'page'>) {
  const { page } = route.page;
  const wrapper = page.wrapperClassName ? ` ${page.wrapperClassName}` : '';
  if (!page.markdown) return <div id="main-content" className={`site-page${wrapper}`} tabIndex={-1} dangerouslySetInnerHTML={{ __html: page.html }} />;
  const showToc = !page.hideToc && page.toc.some((t) => t.level >= page.tocMinLevel && t.level <= page.tocMaxLevel);
  return (
    <main id="main-content" className={`doc-main site-page-markdown${wrapper}`} tabIndex={-1}>
      <div className={`doc-container${showToc ? ' with-toc' : ''}`}>
        <div className="doc-column">
          {showToc && <TableOfContentsMobile toc={page.toc} min={page.tocMinLevel} max={page.tocMaxLevel} />}
          <article className="doc-article">
            <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
          </article>
        </div>
        {showToc && <TableOfContents toc={page.toc} min={page.tocMinLevel} max={page.tocMaxLevel} />}
      </div>
    </main>
  );
}

export default SitePage;
