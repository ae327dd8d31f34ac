import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  title: 'Paramètres',
  menu: 'Sections des paramètres',
  profile: 'Mon compte',
  server: 'Serveur',
  roomType: 'Types de salle',
  doctor: 'Réglages médecin',
};

export const settingsTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'Settings',
    menu: 'Settings sections',
    profile: 'My account',
    server: 'Server',
    roomType: 'Room types',
    doctor: 'Doctor settings',
  },
};
