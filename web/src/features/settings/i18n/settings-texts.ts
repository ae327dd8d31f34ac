import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  title: 'Paramètres',
  menu: 'Sections des paramètres',
  profile: 'Mon compte',
  server: 'Serveur',
  roomType: 'Types de salle',
  doctor: 'Réglages médecin',
  account: {
    preferredRole: 'Rôle préféré',
    choose: 'Choisir un rôle',
    email: 'Email',
    phone: 'Téléphone',
    newPassword: 'Nouveau mot de passe',
    confirmation: 'Confirmation du nouveau mot de passe',
    passwordHint: 'Laissez vide pour garder le mot de passe actuel.',
    oldPassword: 'Mot de passe actuel',
    sessionsNote:
      "Changer l'email ou le mot de passe déconnecte vos autres sessions ; celle-ci reste ouverte.",
    save: 'Enregistrer',
    updated: 'Compte mis à jour',
    failed: 'Une erreur est survenue : {{reason}}',
    loadFailed: 'Impossible de charger votre compte.',
    retry: 'Réessayer',
    badPassword: 'Le mot de passe ne respecte pas toutes les règles.',
    mismatch: 'Les deux mots de passe ne correspondent pas.',
  },
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
    account: {
      preferredRole: 'Preferred role',
      choose: 'Choose a role',
      email: 'Email',
      phone: 'Phone',
      newPassword: 'New password',
      confirmation: 'Confirm the new password',
      passwordHint: 'Leave empty to keep the current password.',
      oldPassword: 'Current password',
      sessionsNote: 'Changing the email or the password signs out your other sessions; this one stays open.',
      save: 'Save',
      updated: 'Account updated',
      failed: 'An error occurred: {{reason}}',
      loadFailed: 'Your account could not be loaded.',
      retry: 'Try again',
      badPassword: 'The password does not follow every rule yet.',
      mismatch: 'The two passwords do not match.',
    },
  },
};
