// ::youtube{id="…"}: a video that loads its player only when clicked.
import type { ContentComponent } from '../kit/component.ts';
import { youtubeDirectives } from './markdown.ts';
import { PLAYER_ORIGIN } from './classes.ts';

export default { name: 'youtube', leaves: youtubeDirectives, style: true, client: true, contentSources: { frame: [PLAYER_ORIGIN] } } satisfies ContentComponent;
