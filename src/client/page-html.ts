// A page's content HTML is in the document once: the data embedded for hydration leaves it out
// (render/document.ts, hydrationData), and it is taken back from the server-rendered page here —
// a doc's content, a blog post's, each post of a blog list.
import type { RouteData } from '../shared/types.ts';

export function restoreContentHtml(route: RouteData, root: Element): void {
  const html = (el: Element | null | undefined) => el?.innerHTML ?? '';
  const page = route.page;
  if (page.kind === 'doc') page.doc.html = html(root.querySelector('.doc-article > .markdown'));
  else if (page.kind === 'blog' && page.blog.view === 'post') page.blog.post.html = html(root.querySelector('article.blog-post > .markdown'));
  else if (page.kind === 'blog' && page.blog.view === 'list') {
    const items = root.querySelectorAll('.blog-list-item > .markdown');
    page.blog.posts.forEach((post, i) => (post.html = html(items[i])));
  }
}
