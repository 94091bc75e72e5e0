// MDX's <DocCardList />: where the content stands it (its cards are the page's sidebar category's,
// known only once the site is: pages/doc-cards.ts fills it in).
export const DOC_CARDS_PLACEHOLDER = '<div class="doc-card-list" data-docgen-cards="current"></div>';
