// :::note, :::tip and the other admonitions (Docusaurus' keywords and the site's own), and MDX's <Admonition>.
import type { ContentComponent } from '../kit/component.ts';
import { admonitionDirectives, admonitionJsx } from './markdown.ts';

export default { name: 'admonitions', containers: admonitionDirectives, jsx: admonitionJsx, style: true } satisfies ContentComponent;
