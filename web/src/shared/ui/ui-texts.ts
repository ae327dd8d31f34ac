import { registerTexts, type FeatureTexts } from '../i18n/i18n.ts';

/** Namespace of the texts of the shared building blocks (dialogs, panels, copy buttons, phone and time zone fields). */
export const UI_NS = 'ui';

const fr = {
  cancel: 'Annuler',
  close: 'Fermer',
  copy: 'Copier {{what}}',
  copied: '{{what}} copié',
  copyFailed: 'La copie a échoué.',
  contact: {
    email: 'Email',
    phone: 'Téléphone',
    none: 'Non renseigné',
    writeTo: 'Écrire à {{email}}',
    call: 'Appeler le {{phone}}',
  },
  phone: {
    country: 'Pays',
    invalid: "Ce numéro de téléphone n'est pas valide",
  },
  timezone: {
    invalid: 'Choisissez un fuseau horaire de la liste',
  },
};

const texts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    cancel: 'Cancel',
    close: 'Close',
    copy: 'Copy {{what}}',
    copied: '{{what}} copied',
    copyFailed: 'Copying failed.',
    contact: {
      email: 'Email',
      phone: 'Phone',
      none: 'Not given',
      writeTo: 'Write to {{email}}',
      call: 'Call {{phone}}',
    },
    phone: {
      country: 'Country',
      invalid: 'This phone number is not valid',
    },
    timezone: {
      invalid: 'Choose a time zone from the list',
    },
  },
};

registerTexts(UI_NS, texts);
