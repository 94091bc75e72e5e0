// The soft-wrap toggle of code blocks whose lines are wider than the block: added in the browser,
// beside the copy button.
import type { ContentComponent } from '../kit/component.ts';

export default { name: 'wrap-button', style: true, client: true } satisfies ContentComponent;
