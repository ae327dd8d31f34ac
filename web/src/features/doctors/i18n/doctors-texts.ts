import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  list: 'Médecins',
  multiview: 'Planning multi-médecins',
  calendar: 'Calendrier du médecin',
  availability: 'Disponibilités du médecin',
  myCalendar: 'Mon calendrier',
  myAvailabilities: 'Mes disponibilités',
};

export const doctorsTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    list: 'Doctors',
    multiview: 'Multi-doctor planning',
    calendar: 'Doctor calendar',
    availability: 'Doctor availability',
    myCalendar: 'My calendar',
    myAvailabilities: 'My availabilities',
  },
};
