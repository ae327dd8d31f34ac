import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';
import { sectorTabsEn, sectorTabsFr } from './sector-tabs-texts.ts';
import { statisticsEn, statisticsFr } from './statistics-texts.ts';

const fr = {
  home: 'Accueil',
  greeting: 'Bonjour {{name}}',
  greetingNoName: 'Bonjour',
  actingAs: 'Rôle actuel :',
  titles: {
    global: 'Tableau de bord global',
    sector: 'Tableau de bord du cabinet digital',
    room: 'Tableau de bord de la salle',
    doctor: 'Tableau de bord médecin',
    patient: 'Mon espace',
  },
  shortcuts: 'Accès rapides',
  agenda: 'Mon agenda',
  roomAgenda: 'Agenda de la salle',
  profileUnavailable: 'Votre profil ne peut pas être chargé pour le moment.',
  sectorTabs: sectorTabsFr,
  statistics: statisticsFr,
};

export const dashboardTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    home: 'Home',
    greeting: 'Hello {{name}}',
    greetingNoName: 'Hello',
    actingAs: 'Current role:',
    titles: {
      global: 'Global dashboard',
      sector: 'Digital practice dashboard',
      room: 'Room dashboard',
      doctor: 'Doctor dashboard',
      patient: 'My space',
    },
    shortcuts: 'Quick access',
    agenda: 'My agenda',
    roomAgenda: "The room's agenda",
    profileUnavailable: 'Your profile cannot be loaded right now.',
    sectorTabs: sectorTabsEn,
    statistics: statisticsEn,
  },
};
