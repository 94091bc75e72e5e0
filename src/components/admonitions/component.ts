// :::note, :::tip, :::info, :::warning, :::caution and :::danger boxes, and MDX's <Admonition>.
import type { ContentComponent } from '../kit/component.ts';
import { admonitionDirectives, admonitionJsx } from './markdown.ts';

export default { name: 'admonitions', containers: admonitionDirectives, jsx: admonitionJsx, style: true } satisfies ContentComponent;
