// The HTML page of every route, and its page data (what a client navigation loads). A page whose
// data and document assets are those of the previous build keeps its file unrendered.
import { hash } from '../cache.ts';
import { renderDocument, routeJson } from '../render/document.ts';
import { dataFileOf } from '../../shared/urls.ts';
import type { EmitterDefinition } from './emitter.ts';

export const pageDocumentEmitter: EmitterDefinition = {
  name: 'page',
  create(ctx) {
    const { out, site, document } = ctx;
    return {
      page({ file, data }) {
        // The page's inputs are its data and the assets: the data file's hash serves for both.
        const json = routeJson(data);
        const body = out.tracking ? Buffer.from(json) : json;
        const dataHash = out.tracking ? hash(body) : undefined;
        const input = dataHash && hash(document.key + dataHash);
        if (!input || !out.reuse(file, input)) {
          out.write(file, renderDocument(site.data, data, document.assets, site.config.image), input);
          ctx.stats.rendered++;
        }
        const dataFile = dataFileOf(data.path, site.config.baseUrl);
        out.write(dataFile, body, undefined, dataHash);
        return { files: [file, dataFile] };
      },
    };
  },
};
