// MDX's <Details>: a collapsible section (styled with the Markdown's own <details>).
import type { ContentComponent } from '../kit/component.ts';
import { detailsJsx } from './mdx.ts';

export default { name: 'details', jsx: detailsJsx } satisfies ContentComponent;
