import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  list: 'Salles',
  map: 'Carte des salles',
  form: 'Fiche salle',
  view: 'Salle',
  availability: 'Disponibilités de la salle',
  calendar: 'Calendrier de la salle',
  myRoom: 'Ma salle',
  myCalendar: 'Mon calendrier',
  myAvailabilities: 'Mes disponibilités',
};

export const roomsTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    list: 'Rooms',
    map: 'Rooms map',
    form: 'Room form',
    view: 'Room',
    availability: 'Room availability',
    calendar: 'Room calendar',
    myRoom: 'My room',
    myCalendar: 'My calendar',
    myAvailabilities: 'My availabilities',
  },
};
