import { registerTexts, type FeatureTexts } from '../i18n/i18n.ts';

export const PATIENT_FORM_NS = 'patientForm';

const fr = {
  form: {
    title: 'Patient',
    lastName: 'Nom',
    firstName: 'Prénom',
    sex: 'Sexe',
    choose: 'Choisir',
    female: 'Femme',
    male: 'Homme',
    email: 'Email',
    phone: 'Téléphone',
    phoneHint: 'Numéro français ou international (+…)',
    contacts: 'Contact et notifications',
    acceptingEmail: 'Accepte les notifications par email',
    acceptingSms: 'Accepte les notifications par SMS',
    zone: 'Fuseau horaire',
    next: 'Suivant',
    save: 'Enregistrer',
    readOnly: 'Vous ne pouvez pas modifier ce patient : il détient un rôle égal ou supérieur au vôtre.',
    required: 'Champ obligatoire',
    tooLong: 'Texte trop long',
    invalidEmail: "Le format de l'email n'est pas bon",
    invalidPhone: "Le numéro de téléphone n'est pas valide",
  },
  existing: {
    title: 'Ce patient existe déjà',
    question: 'Un patient utilise déjà cet email. Voulez-vous reprendre le patient existant ?',
    open: 'Ouvrir le patient existant',
    use: 'Reprendre le patient existant',
    cancel: 'Annuler',
  },
  createFailed: 'Une erreur est survenue pendant la création du patient.',
};

registerTexts<typeof fr>(PATIENT_FORM_NS, {
  fr,
  en: {
    form: {
      title: 'Patient',
      lastName: 'Last name',
      firstName: 'First name',
      sex: 'Sex',
      choose: 'Choose',
      female: 'Female',
      male: 'Male',
      email: 'Email',
      phone: 'Phone',
      phoneHint: 'French or international number (+…)',
      contacts: 'Contact and notifications',
      acceptingEmail: 'Accepts email notifications',
      acceptingSms: 'Accepts SMS notifications',
      zone: 'Time zone',
      next: 'Next',
      save: 'Save',
      readOnly: 'You cannot edit this patient: they hold a role equal to or above yours.',
      required: 'Required field',
      tooLong: 'Text too long',
      invalidEmail: 'The email format is not valid',
      invalidPhone: 'The phone number is not valid',
    },
    existing: {
      title: 'This patient exists already',
      question: 'A patient already uses this email. Do you want to use the existing patient?',
      open: 'Open the existing patient',
      use: 'Use the existing patient',
      cancel: 'Cancel',
    },
    createFailed: 'An error occurred while creating the patient.',
  },
} satisfies FeatureTexts<typeof fr>);
