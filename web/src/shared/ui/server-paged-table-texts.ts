import { registerTexts, type FeatureTexts } from '../i18n/i18n.ts';

const fr = {
  noResult: 'Aucun résultat',
  loadFailed: 'Impossible de charger la liste.',
  retry: 'Réessayer',
  pages: 'Pagination',
  previous: 'Page précédente',
  next: 'Page suivante',
  pageOf: 'Page {{page}} sur {{pages}}',
  total_one: '{{count}} résultat',
  total_other: '{{count}} résultats',
  sortBy: 'Trier par {{column}}',
};

export const PAGED_TABLE_NS = 'pagedTable';

const texts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    noResult: 'No result',
    loadFailed: 'The list could not be loaded.',
    retry: 'Try again',
    pages: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    total_one: '{{count}} result',
    total_other: '{{count}} results',
    sortBy: 'Sort by {{column}}',
  },
};

registerTexts(PAGED_TABLE_NS, texts);
