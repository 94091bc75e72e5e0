// Client-side route matching: which paths the client router handles. Patterns ('/java/docs/*')
// compile to regular expressions once; compiled patterns sit in a bounded cache (10,000 entries,
// the oldest dropped first).
export const ROUTE_CACHE_LIMIT = 10_000;

const cache = new Map<string, RegExp>();

export function compilePattern(pattern: string): RegExp {
  let re = cache.get(pattern);
  if (re) return re;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^?#]*');
  re = new RegExp(`^${source}$`);
  if (cache.size >= ROUTE_CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(pattern, re);
  return re;
}

export function patternCacheSize(): number {
  return cache.size;
}

export function matchesRoute(path: string, patterns: string[]): boolean {
  // Files (a dot in the last segment) are never client routes.
  if (/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '')) return false;
  return patterns.some((p) => compilePattern(p).test(path));
}
