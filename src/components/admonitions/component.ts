// :::note, :::tip, :::info, :::warning, :::caution and :::danger boxes.
import type { ContentComponent } from '../kit/component.ts';
import { admonitionDirectives } from './markdown.ts';

export default { name: 'admonitions', containers: admonitionDirectives, style: true } satisfies ContentComponent;
