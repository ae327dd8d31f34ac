import type { FeatureTexts } from './i18n.ts';

const fr = {
  appName: 'Teleplan',
  language: {
    label: 'Langue',
    fr: 'Français',
    en: 'English',
  },
  theme: {
    toLight: 'Passer en mode clair',
    toDark: 'Passer en mode sombre',
  },
  toast: {
    region: 'Notifications',
    close: 'Fermer la notification',
  },
  loading: 'Chargement…',
  checkingSession: "En cours d'authentification...",
  required: 'Champ obligatoire',
  invalidEmail: "Le format de l'email n'est pas bon",
  comingSoon: {
    badge: 'Bientôt disponible',
    text: 'Cette page arrive dans une prochaine version de Teleplan.',
    back: "Retour à l'accueil",
  },
};

export const commonTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    appName: 'Teleplan',
    language: {
      label: 'Language',
      fr: 'Français',
      en: 'English',
    },
    theme: {
      toLight: 'Switch to light mode',
      toDark: 'Switch to dark mode',
    },
    toast: {
      region: 'Notifications',
      close: 'Close the notification',
    },
    loading: 'Loading…',
    checkingSession: 'Signing you in...',
    required: 'Required field',
    invalidEmail: 'The email format is not valid',
    comingSoon: {
      badge: 'Coming soon',
      text: 'This page arrives in a coming version of Teleplan.',
      back: 'Back to home',
    },
  },
};
