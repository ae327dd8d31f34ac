import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  list: 'Utilisateurs',
  form: 'Fiche utilisateur',
};

export const usersTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    list: 'Users',
    form: 'User',
  },
};
