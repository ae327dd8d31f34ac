import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  title: 'Satisfaction',
};

export const satisfactionTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'Satisfaction',
  },
};
