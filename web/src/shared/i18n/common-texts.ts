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
  },
};
