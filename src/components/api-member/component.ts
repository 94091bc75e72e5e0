// The member cards of API class pages (rendered by ApiClassBody.tsx, see generator/render/api-page.ts).
import type { ContentComponent } from '../kit/component.ts';

export default { name: 'api-member', style: true } satisfies ContentComponent;
