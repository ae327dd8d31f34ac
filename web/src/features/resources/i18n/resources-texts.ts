import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  title: 'Ressources',
  kind: {
    label: 'Ressources affichées',
    doctors: 'Médecins',
    rooms: 'Salles',
  },
  week: {
    of: 'Semaine du {{date}}',
    previous: 'Semaine précédente',
    next: 'Semaine suivante',
    current: 'Cette semaine',
  },
  legend: {
    title: 'Légende de saturation',
    light: 'Faible (moins de 50 %)',
    medium: 'Moyenne (50 à 80 %)',
    high: 'Forte (80 % et plus)',
  },
  emptyDoctors: 'Aucun médecin dans vos cabinets digitaux.',
  emptyRooms: 'Aucune salle dans vos cabinets digitaux.',
  loadFailed: "Impossible de charger l'occupation des ressources.",
  retry: 'Réessayer',
  timeline: 'Occupation de la semaine, heure par heure',
  saturation: 'Saturation moyenne des cabinets digitaux sur la semaine',
  // An hour's cell: its tooltip and what screen readers say.
  cell_one: '{{count}} rendez-vous, {{percent}} % de l’heure',
  cell_other: '{{count}} rendez-vous, {{percent}} % de l’heure',
};

export const resourcesTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'Resources',
    kind: {
      label: 'Resources shown',
      doctors: 'Doctors',
      rooms: 'Rooms',
    },
    week: {
      of: 'Week of {{date}}',
      previous: 'Previous week',
      next: 'Next week',
      current: 'This week',
    },
    legend: {
      title: 'Saturation legend',
      light: 'Light (below 50%)',
      medium: 'Medium (50 to 80%)',
      high: 'High (80% and more)',
    },
    emptyDoctors: 'No doctor in your digital practices.',
    emptyRooms: 'No room in your digital practices.',
    loadFailed: 'The resources usage could not be loaded.',
    retry: 'Try again',
    timeline: 'Usage of the week, hour by hour',
    saturation: "The digital practices' average saturation over the week",
    cell_one: '{{count}} appointment, {{percent}}% of the hour',
    cell_other: '{{count}} appointments, {{percent}}% of the hour',
  },
};
