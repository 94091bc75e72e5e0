// ::people{data="…"}: person cards from a JSON data file next to the page.
import type { ContentComponent } from '../kit/component.ts';
import { peopleDirectives } from './markdown.ts';

export default { name: 'people', leaves: peopleDirectives, style: true } satisfies ContentComponent;
