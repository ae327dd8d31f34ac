import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  title: 'Journal',
};

export const loggerTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'Log',
  },
};
