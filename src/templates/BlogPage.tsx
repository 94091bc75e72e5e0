// A blog's pages (plugins/blog): a post, a list of posts (the blog's, a tag's, an author's), the
// tags, the authors and the archive. Beside the content, the blog's sidebar of recent posts (under
// the content on a narrow screen); a post has its table of contents, as a doc does.
import type { PageProps } from './App.tsx';
import type { BlogAuthorData, BlogPageData, BlogPostData, BlogSidebarData } from '../shared/types.ts';
import { TableOfContents, TableOfContentsMobile } from './TableOfContents.tsx';
import { Paginator } from './DocPageParts.tsx';
import { DocFooter } from './DocFooter.tsx';

export function BlogPage({ route }: PageProps<'blog'>) {
  const page = route.page.blog;
  return <BlogView page={page} path={route.path} title={route.title} />;
}

function BlogView({ page, path, title }: { page: BlogPageData; path: string; title: string }) {
  switch (page.view) {
    case 'post': {
      const showToc = !page.hideToc && page.toc.some((t) => t.level >= page.tocMinLevel && t.level <= page.tocMaxLevel);
      return (
        <BlogLayout sidebar={page.sidebar} path={path} toc={showToc}>
          <div className="doc-column">
            {showToc && <TableOfContentsMobile toc={page.toc} min={page.tocMinLevel} max={page.tocMaxLevel} />}
            <article className="doc-article blog-post">
              <PostHeader post={page.post} heading={1} />
              <div className="markdown" dangerouslySetInnerHTML={{ __html: page.post.html }} />
              <PostTags post={page.post} />
            </article>
            <DocFooter editUrl={page.post.editUrl} lastUpdate={page.post.lastUpdate} />
            <Paginator doc={page} labels={['Newer post', 'Older post']} label="Newer and older posts" />
          </div>
          {showToc && <TableOfContents toc={page.toc} min={page.tocMinLevel} max={page.tocMaxLevel} />}
        </BlogLayout>
      );
    }
    case 'list':
      return (
        <BlogLayout sidebar={page.sidebar} path={path}>
          <div className="doc-column blog-list">
            {page.author ? <AuthorCard author={page.author} heading /> : page.heading && <h1 className="doc-title">{page.heading}</h1>}
            {page.intro && <p className="blog-intro">{page.intro}</p>}
            {page.allLink && (
              <p className="blog-all-link">
                <a href={page.allLink.href}>{page.allLink.label}</a>
              </p>
            )}
            {!page.author && !page.heading && <h1 className="visually-hidden">{title}</h1>}
            {page.posts.map((post) => (
              <article key={post.permalink} className="blog-list-item">
                <PostHeader post={post} heading={2} />
                <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
                <PostTags post={post} readMore={post.truncated} />
              </article>
            ))}
            {page.pages > 1 && <Paginator doc={page} labels={[`Page ${page.page - 1}`, `Page ${page.page + 1}`]} label="Blog list pages" />}
          </div>
        </BlogLayout>
      );
    case 'tags':
      return (
        <BlogLayout sidebar={page.sidebar} path={path}>
          <div className="doc-column">
            <h1 className="doc-title">Tags</h1>
            <ul className="blog-tag-cloud">
              {page.tags.map((tag) => (
                <li key={tag.href}>
                  <a className="blog-tag" href={tag.href}>
                    {tag.label}
                    <span className="blog-tag-count">{tag.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </BlogLayout>
      );
    case 'authors':
      return (
        <BlogLayout sidebar={page.sidebar} path={path}>
          <div className="doc-column">
            <h1 className="doc-title">Authors</h1>
            <ul className="blog-author-list">
              {page.authors.map((author, i) => (
                <li key={i}>
                  <AuthorCard author={author} count={author.count} />
                </li>
              ))}
            </ul>
          </div>
        </BlogLayout>
      );
    case 'archive':
      return (
        <main id="main-content" className="doc-main blog-archive" tabIndex={-1}>
          <div className="doc-container">
            <h1 className="doc-title">Archive</h1>
            <div className="blog-archive-years">
              {page.years.map((y) => (
                <section key={y.year}>
                  <h2>{y.year}</h2>
                  <ul>
                    {y.posts.map((p) => (
                      <li key={p.permalink}>
                        <a href={p.permalink}>
                          <time dateTime={p.date}>{p.dateLabel}</time> – {p.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        </main>
      );
  }
}

/** The blog's sidebar beside the content (under it on a narrow screen), the content, a table of contents. */
function BlogLayout({ sidebar, path, toc, children }: { sidebar?: BlogSidebarData; path: string; toc?: boolean; children: React.ReactNode }) {
  return (
    <main id="main-content" className={`doc-main blog-main${sidebar ? ' with-blog-sidebar' : ''}`} tabIndex={-1}>
      <div className={`doc-container blog-container${toc ? ' with-toc' : ''}`}>
        {sidebar && (
          <nav className="blog-sidebar" aria-label={sidebar.title}>
            <h2 className="blog-sidebar-title">{sidebar.title}</h2>
            <ul>
              {sidebar.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={item.href === path ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {children}
      </div>
    </main>
  );
}

/** A post's title (a link in a list), its date and reading time, its authors. */
function PostHeader({ post, heading }: { post: BlogPostData; heading: 1 | 2 }) {
  const Title = heading === 1 ? 'h1' : 'h2';
  return (
    <header className="blog-post-header">
      <Title className={heading === 1 ? 'doc-title' : 'blog-post-title'}>{heading === 1 ? post.title : <a href={post.permalink}>{post.title}</a>}</Title>
      <p className="blog-post-meta">
        <time dateTime={post.date}>{post.dateLabel}</time>
        {post.readingTime !== undefined && ` · ${readingTimeLabel(post.readingTime)}`}
      </p>
      {post.authors.length > 0 && (
        <ul className={`blog-post-authors${post.authors.length > 1 ? ' several' : ''}`}>
          {post.authors.map((a, i) => (
            <li key={i}>
              <AuthorCard author={a} />
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

const readingTimeLabel = (minutes: number) => {
  const n = Math.ceil(minutes);
  return `${n} min read`;
};

/** An author: picture, name (a link to its page, else to its URL), title, social links. */
function AuthorCard({ author, count, heading }: { author: BlogAuthorData; count?: number; heading?: boolean }) {
  const href = author.page ?? author.url;
  const name = author.name && (href ? <a href={href}>{author.name}</a> : <span>{author.name}</span>);
  const Name = heading ? 'h1' : 'span';
  return (
    <div className="blog-author">
      {author.imageURL && <img className="blog-author-image" src={author.imageURL} alt={author.name ?? ''} width={heading ? 64 : 40} height={heading ? 64 : 40} loading="lazy" />}
      <div className="blog-author-text">
        {name && <Name className="blog-author-name">{name}{count !== undefined && <span className="blog-tag-count">{count}</span>}</Name>}
        {author.title && <small className="blog-author-title">{author.title}</small>}
        {author.socials && Object.keys(author.socials).length > 0 && (
          <span className="blog-author-socials">
            {Object.entries(author.socials).map(([platform, url]) => (
              <a key={platform} href={url} target="_blank" rel="noopener noreferrer">
                {platform}
              </a>
            ))}
          </span>
        )}
        {heading && author.description && <p className="blog-intro">{author.description}</p>}
      </div>
    </div>
  );
}

/** A post's tags, and in a list its "Read more" link when it goes on past its excerpt. */
function PostTags({ post, readMore }: { post: BlogPostData; readMore?: boolean }) {
  if (!post.tags.length && !readMore) return null;
  return (
    <footer className="blog-post-footer">
      {post.tags.length > 0 && (
        <ul className="blog-tags" aria-label="Tags">
          {post.tags.map((t) => (
            <li key={t.href}>
              <a className="blog-tag" href={t.href}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {readMore && (
        <a className="blog-read-more" href={post.permalink} aria-label={`Read more about ${post.title}`}>
          Read more
        </a>
      )}
    </footer>
  );
}

export default BlogPage;
