import { registerTexts, type FeatureTexts } from '../i18n/i18n.ts';

/** Namespace of the password checklist's texts (used wherever a new password is chosen). */
export const PASSWORD_RULES_NS = 'passwordRules';

const fr = {
  title: 'Le mot de passe doit contenir :',
  rules: {
    minLength: 'au moins {{min}} caractères',
    uppercase: 'une lettre majuscule',
    lowercase: 'une lettre minuscule',
    digit: 'un chiffre',
    special: 'un caractère spécial',
    forbiddenChars: 'aucun des caractères & % $',
    confirmation: 'la confirmation identique au mot de passe',
  },
  met: 'respecté',
  notMet: 'non respecté',
};

const texts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'The password must contain:',
    rules: {
      minLength: 'at least {{min}} characters',
      uppercase: 'an uppercase letter',
      lowercase: 'a lowercase letter',
      digit: 'a digit',
      special: 'a special character',
      forbiddenChars: 'none of the characters & % $',
      confirmation: 'a confirmation equal to the password',
    },
    met: 'met',
    notMet: 'not met',
  },
};

registerTexts(PASSWORD_RULES_NS, texts);
