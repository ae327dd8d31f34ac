import type { FeatureTexts } from '../../shared/i18n/i18n.ts';

const fr = {
  skipLink: 'Aller au contenu',
  header: {
    shortcuts: 'Raccourcis',
    role: 'Rôle',
    roleSwitched: 'Vous agissez maintenant en tant que {{role}}.',
    logout: 'Se déconnecter',
    account: 'Compte',
  },
  nav: {
    label: 'Navigation principale',
    collapse: 'Réduire le menu',
    expand: 'Déplier le menu',
  },
  notFound: {
    title: 'Page introuvable',
    text: "La page demandée n'existe pas ou a été déplacée.",
    back: "Retour à l'accueil",
  },
  error: {
    title: "Oups... Une erreur s'est produite:",
    refresh: 'Rafraîchir la page',
  },
  refused: "Cette page n'est pas accessible avec le rôle {{role}} : retour à l'accueil.",
};

/** The frame's own texts (header, navigation, 404, error); each feature brings its own. */
export const appTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    skipLink: 'Skip to content',
    header: {
      shortcuts: 'Shortcuts',
      role: 'Role',
      roleSwitched: 'You are now acting as {{role}}.',
      logout: 'Sign out',
      account: 'Account',
    },
    nav: {
      label: 'Main navigation',
      collapse: 'Collapse the menu',
      expand: 'Expand the menu',
    },
    notFound: {
      title: 'Page not found',
      text: 'The page you asked for does not exist or has moved.',
      back: 'Back to home',
    },
    error: {
      title: 'Oops... An error occurred:',
      refresh: 'Refresh the page',
    },
    refused: 'This page is not open to the {{role}} role: back to the home page.',
  },
};
