// Docusaurus' <DocCardList />: a card for each item of the sidebar category whose page this is
// (its docs, links and subcategories). The content leaves a placeholder (classes.ts); the page's
// data step fills it in from the sidebar (generator/pages/doc-cards.ts), as the cards are other
// pages' titles and descriptions.
import type { ContentComponent, JsxHandler } from '../kit/component.ts';
import { reportProblem } from '../kit/file-data.ts';
import { DOC_CARDS_PLACEHOLDER } from './classes.ts';

const docCardList: JsxHandler = (node, file) => {
  if (node.props.items !== undefined) reportProblem(file, '<DocCardList items={…}> is not supported: without items it shows the cards of the category whose page this is', node.position?.start.line, 'warning', node.position?.start.column);
  return { type: 'html', value: DOC_CARDS_PLACEHOLDER };
};

export default { name: 'doc-card-list', jsx: { '@theme/DocCardList': docCardList }, style: true } satisfies ContentComponent;
