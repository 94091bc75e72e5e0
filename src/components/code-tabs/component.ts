// Adjacent fenced code blocks that carry tab="Label" become one tab set (see tabs/).
import type { ContentComponent } from '../kit/component.ts';
import { remarkCodeTabs } from './markdown.ts';

export default { name: 'code-tabs', remark: (settings) => remarkCodeTabs({ tabLabels: settings.tabLabels }) } satisfies ContentComponent;
