// Islands: site components of MDX pages that run in the browser (see markdown/mdx/islands.ts for
// how a page writes one, client.ts for how the browser starts it).
import type { ContentComponent } from '../kit/component.ts';

export default { name: 'islands', style: true, client: true } satisfies ContentComponent;
