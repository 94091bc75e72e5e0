// The HTML page of every route, and its page data (what a client navigation loads). A page whose
// data and document assets are those of the previous build keeps its file unrendered.
import { hash } from '../cache.ts';
import { dataContent, documentContent } from './page-files.ts';
import { dataFileOf } from '../../shared/urls.ts';
import type { EmitterDefinition } from './emitter.ts';

export const pageDocumentEmitter: EmitterDefinition = {
  name: 'page',
  create(ctx) {
    const { out, site, document } = ctx;
    return {
      page({ file, data }) {
        // The page's inputs are its data and the assets: the data file's hash serves for both.
        // (A page of large content has both files in parts: see page-files.ts. The data file is
        // written first: its bytes are not held while the document is rendered.)
        const json = dataContent(data);
        const body = out.tracking && typeof json === 'string' ? Buffer.from(json) : json;
        const dataHash = out.tracking ? hash(body) : undefined;
        const input = dataHash && hash(document.key + dataHash);
        const dataFile = dataFileOf(data.path, site.config.baseUrl);
        out.write(dataFile, body, undefined, dataHash);
        if (!input || !out.reuse(file, input)) {
          out.write(file, documentContent(site.data, data, document.assets, site.config.image, site.components), input);
          ctx.stats.rendered++;
        }
        return { files: [file, dataFile] };
      },
    };
  },
};
