import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  title: 'Anomalies',
};

export const bugsTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'Bugs',
  },
};
