// The HTML page of every route, and its page data (what a client navigation loads). A page whose
// data and document assets are those of the previous build keeps its file unrendered. A document
// is rendered on a render thread when one is free (render/document-jobs.ts) and written when it is
// back; this thread goes on with the next pages meanwhile.
import { hash } from '../cache.ts';
import { utf8 } from '../utf8.ts';
import { dataContent, documentContent } from './page-files.ts';
import { dataFileOf } from '../../shared/urls.ts';
import type { DocumentSetting } from '../render/document-jobs.ts';
import type { EmitterDefinition } from './emitter.ts';
import type { Site } from '../pipeline/site.ts';
import { componentSite } from '../site/site-theme.ts';
import { currentPage } from '../markdown/mdx/shim-runtime.ts';

/** The site's own layout components, as a render thread loads them: the parts this thread has, and the page this thread's code runs for. */
function layoutOf(site: Site): Pick<DocumentSetting, 'layout'> {
  const { files = [], ...parts } = site.components ?? {};
  const names = Object.keys(parts).filter((k) => parts[k as keyof typeof parts]);
  const bundled = names.length ? componentSite(site.model) : undefined;
  return bundled ? { layout: { parts: names.sort(), files, site: bundled, page: currentPage() } } : {};
}

export const pageDocumentEmitter: EmitterDefinition = {
  name: 'page',
  create(ctx) {
    const { out, site, document } = ctx;
    const setting: DocumentSetting = { site: site.data, assets: document.assets, ...(site.config.image !== undefined ? { image: site.config.image } : {}), ...layoutOf(site) };
    const elsewhere = ctx.documents;
    const here = (data: Parameters<typeof documentContent>[1]) => documentContent(site.data, data, document.assets, site.config.image, site.components);
    /** Documents being rendered on another thread, each settled once written. */
    const away = new Set<Promise<void>>();
    return {
      page({ file, data }) {
        // The page's inputs are its data and the assets: the data file's hash serves for both.
        // (A page of large content has both files in parts: see page-files.ts. The data file is
        // written first: its bytes are not held while the document is rendered.)
        const json = dataContent(data);
        const body = out.tracking && typeof json === 'string' ? utf8(json) : json;
        const dataHash = out.tracking ? hash(body) : undefined;
        const input = dataHash && hash(document.key + dataHash);
        const dataFile = dataFileOf(data.path, site.config.baseUrl);
        out.write(dataFile, body, undefined, dataHash);
        if (!input || !out.reuse(file, input)) {
          // (A page of large content is rendered here, in parts.)
          const made = typeof json === 'string' ? elsewhere?.(setting, data) : undefined;
          if (made) {
            // (Rendered here after all when its thread could not.)
            const written = made.then(
              (bytes) => {
                out.write(file, bytes, input);
                ctx.stats.onThreads = (ctx.stats.onThreads ?? 0) + 1;
              },
              () => out.write(file, here(data), input),
            );
            away.add(written);
            void written.then(() => away.delete(written), () => {});
          } else out.write(file, here(data), input);
          ctx.stats.rendered++;
        }
        return { files: [file, dataFile] };
      },
      // (The documents still away are waited for: a failure to write one fails the build.)
      finish: async () => {
        await Promise.all(away);
      },
    };
  },
};
