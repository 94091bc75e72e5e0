// The stylesheets a page's content needs besides the site's (RouteData.styles): on a client
// navigation they are added to the head, and the page is shown once they have loaded, so it never
// shows unstyled. They stay: their rules are named for the content that uses them.

const loading = new Map<string, Promise<void>>();

export function loadStylesheets(hrefs: string[] = []): Promise<void> {
  return Promise.all(hrefs.map(load)).then(() => {});
}

function load(href: string): Promise<void> {
  let done = loading.get(href);
  if (done) return done;
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((l) => l.getAttribute('href') === href);
  if (present) done = Promise.resolve();
  else {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // (A stylesheet that fails to load leaves the page unstyled rather than not shown.)
    done = new Promise<void>((resolve) => {
      link.onload = link.onerror = () => resolve();
    });
    document.head.append(link);
  }
  loading.set(href, done);
  return done;
}

/** Fetches a page's stylesheets ahead of a navigation (prefetching), without applying them. */
export function prefetchStylesheets(hrefs: string[] = []): void {
  for (const href of hrefs) {
    if (loading.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'style';
    link.href = href;
    document.head.append(link);
  }
}
