import { registerTexts, type FeatureTexts } from '../i18n/i18n.ts';

export const PATIENT_SEARCH_NS = 'patientSearch';

const fr = {
  label: 'Trouver un patient (nom complet ou email)',
  hint: 'Au moins 3 caractères ; un email complet pour chercher par email.',
  results: 'Patients trouvés',
  empty: 'Aucun patient trouvé',
  failed: 'Impossible de charger les patients',
  noEmail: 'sans email',
};

registerTexts<typeof fr>(PATIENT_SEARCH_NS, {
  fr,
  en: {
    label: 'Find a patient (full name or email)',
    hint: 'At least 3 characters; a whole email to search by email.',
    results: 'Patients found',
    empty: 'No patient found',
    failed: 'The patients could not be loaded',
    noEmail: 'no email',
  },
} satisfies FeatureTexts<typeof fr>);
