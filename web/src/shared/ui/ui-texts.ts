import { registerTexts, type FeatureTexts } from '../i18n/i18n.ts';

/** Namespace of the texts of the shared building blocks (dialogs, panels, tables, copy buttons). */
export const UI_NS = 'ui';

const fr = {
  cancel: 'Annuler',
  close: 'Fermer',
  retry: 'Réessayer',
  noResult: 'Aucun résultat',
  loadFailed: 'Le chargement a échoué.',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pageOf: 'Page {{page}} sur {{pages}}',
  total_one: '{{count}} résultat',
  total_other: '{{count}} résultats',
  copy: 'Copier {{what}}',
  copied: '{{what}} copié',
  copyFailed: 'La copie a échoué.',
  phone: {
    country: 'Pays',
    invalid: "Ce numéro de téléphone n'est pas valide",
  },
  timezone: {
    invalid: 'Choisissez un fuseau horaire de la liste',
  },
};

const texts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    cancel: 'Cancel',
    close: 'Close',
    retry: 'Try again',
    noResult: 'No result',
    loadFailed: 'Loading failed.',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    total_one: '{{count}} result',
    total_other: '{{count}} results',
    copy: 'Copy {{what}}',
    copied: '{{what}} copied',
    copyFailed: 'Copying failed.',
    phone: {
      country: 'Country',
      invalid: 'This phone number is not valid',
    },
    timezone: {
      invalid: 'Choose a time zone from the list',
    },
  },
};

registerTexts(UI_NS, texts);
