import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  title: 'Prise de rendez-vous',
};

export const bookingTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'Booking',
  },
};
