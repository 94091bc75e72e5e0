// Each docs page's Markdown beside its HTML (<page>.md), its API references written out as links.
import { resolveMarkdownRefs } from './llms.ts';
import { markdownFileOf } from '../../shared/urls.ts';
import type { EmitterDefinition } from './emitter.ts';

export const markdownCopyEmitter: EmitterDefinition = {
  name: 'markdown',
  create({ out, site }) {
    return {
      page({ route, markdown }) {
        if (route.kind !== 'doc' || markdown === undefined) return;
        const file = markdownFileOf(route.path, site.config.baseUrl);
        out.write(file, resolveMarkdownRefs(markdown, site.apiResolverFor(route.version), site.data.url));
        return { files: [file] };
      },
    };
  },
};
