import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  title: 'Ressources',
};

export const resourcesTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'Resources',
  },
};
