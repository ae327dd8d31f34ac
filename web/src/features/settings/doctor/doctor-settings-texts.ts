import { registerTexts, type FeatureTexts } from '../../../shared/i18n/i18n.ts';

/** Own namespace, so the doctor settings' texts stay beside their page. */
export const DOCTOR_SETTINGS_NS = 'doctorSettings';

const fr = {
  title: 'Réglages médecin',
  duration: 'Durée de consultation (minutes)',
  durationHint: 'Au moins 10 minutes, par pas de 10 (10, 20, 30…).',
  durationRequired: 'Vous devez rentrer une durée de consultation.',
  durationNumber: 'La durée de consultation doit être un nombre entier de minutes.',
  durationMin: 'La durée de consultation est au minimum de 10 minutes.',
  durationMax: 'La durée de consultation est au maximum de 240 minutes.',
  durationStep: 'Vous devez rentrer une valeur en chiffre en incrémental de 10 (ex: 10,20,...)',
  notifications: 'Notifications',
  acceptingEmail: 'Recevoir les notifications par email',
  acceptingSms: 'Recevoir les notifications par SMS',
  save: 'Enregistrer',
  saved: 'Données mises à jour',
  defaultsShown: "Vos réglages n'ont pas pu être lus : les valeurs par défaut sont affichées.",
};

registerTexts<typeof fr>(DOCTOR_SETTINGS_NS, {
  fr,
  en: {
    title: 'Doctor settings',
    duration: 'Consultation duration (minutes)',
    durationHint: 'At least 10 minutes, in steps of 10 (10, 20, 30…).',
    durationRequired: 'Enter a consultation duration.',
    durationNumber: 'The consultation duration must be a whole number of minutes.',
    durationMin: 'The consultation duration is at least 10 minutes.',
    durationMax: 'The consultation duration is at most 240 minutes.',
    durationStep: 'Enter a value in steps of 10 (e.g. 10, 20, ...).',
    notifications: 'Notifications',
    acceptingEmail: 'Receive notifications by email',
    acceptingSms: 'Receive notifications by SMS',
    save: 'Save',
    saved: 'Data updated',
    defaultsShown: 'Your settings could not be read: the defaults are shown.',
  },
} satisfies FeatureTexts<typeof fr>);
