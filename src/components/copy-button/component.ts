// The copy button of every code block: added in the browser, where the clipboard is.
import type { ContentComponent } from '../kit/component.ts';

export default { name: 'copy-button', style: true, client: true } satisfies ContentComponent;
