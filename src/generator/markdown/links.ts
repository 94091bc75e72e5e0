// remark plugin: collects every internal link and image of a page. Links whose target depends on
// other pages (doc files, site paths) get a placeholder href that the build fills in once all pages
// are known, so a page's rendering depends only on its own source (and can be cached).
import type { Root, Link, Image } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../../components/kit/walk.ts';
import path from 'node:path/posix';
import { fileData, knownColumn, PLACEHOLDER_PREFIX, type CollectedLink } from '../../components/kit/file-data.ts';
import { pathnameHref } from '../../shared/urls.ts';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** decodeURI, leaving a malformed escape (`%zz`) as it is written; the link check then reports it. */
function safeDecodeURI(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

export function classifyLink(url: string, docPath: string, baseUrl: string): Omit<CollectedLink, 'line' | 'raw'> | null {
  if (!url || EXTERNAL.test(url) || url.startsWith('//')) return null;
  const hashAt = url.indexOf('#');
  const pathPart = safeDecodeURI(hashAt >= 0 ? url.slice(0, hashAt) : url).replace(/\?.*$/, '');
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : '';
  if (!pathPart) return { kind: 'anchor', target: '', hash };
  if (/\.mdx?$/i.test(pathPart)) {
    // As Docusaurus resolves them: "/x.md" from the version's root; "./x.md" and "../x.md" from the
    // page's folder; "x.md" from the page's folder, else from the version's root.
    if (pathPart.startsWith('/')) return { kind: 'doc', target: path.normalize(pathPart.slice(1)), hash };
    const target = path.join(path.dirname(docPath), pathPart);
    const fromRoot = /^\.\.?\//.test(pathPart) ? undefined : path.normalize(pathPart);
    return { kind: 'doc', target, hash, ...(fromRoot !== undefined && fromRoot !== target ? { fromRoot } : {}) };
  }
  if (pathPart.startsWith('/')) {
    const site = pathPart.startsWith(baseUrl) ? '/' + pathPart.slice(baseUrl.length) : pathPart;
    return { kind: 'path', target: site, hash };
  }
  // A relative URL path ('../other', './img.png'): a file next to the page if it has an extension,
  // else a page path relative to this page's directory.
  if (/\.[a-z0-9]+$/i.test(pathPart)) return { kind: 'asset', target: path.normalize(pathPart), hash };
  return { kind: 'path', target: pathPart, hash, relative: true };
}

export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const data = fileData(file);
    const links = data.links;
    const options = data;
    // (References are links by now: references.ts.)
    walk(tree as never, (node: Link | Image | { type: string }) => {
      if (node.type !== 'link' && node.type !== 'image') return;
      const n = node as Link | Image;
      if ((n.data as { apiRef?: boolean } | undefined)?.apiRef) return;
      // `pathname:///playground/`: a path of the site's server, linked as it is (no page, nothing checked).
      const plain = pathnameHref(n.url, options.baseUrl);
      if (plain !== undefined) {
        n.url = plain;
        return;
      }
      const c = classifyLink(n.url, options.docPath, options.baseUrl);
      if (!c) return;
      const line = n.position ? n.position.start.line + data.firstLine - 1 : undefined;
      const column = knownColumn(n.position);
      const at = column === undefined ? { line } : { line, column };
      if (c.kind === 'anchor' && n.type !== 'image') {
        links.push({ ...c, ...at, raw: n.url });
        return; // same-page anchors keep their href; they are still checked
      }
      const kind = n.type === 'image' ? 'asset' : c.kind;
      links.push({ ...c, kind, ...at, raw: n.url, ...(n.type === 'image' ? { image: true } : {}) });
      n.url = `${PLACEHOLDER_PREFIX}${links.length - 1}`;
    });
  };
}
