import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  list: 'Patients',
  view: 'Fiche patient',
};

export const patientsTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    list: 'Patients',
    view: 'Patient',
  },
};
