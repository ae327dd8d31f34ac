import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  validation: {
    required: 'Champ obligatoire',
    email: "Le format de l'email n'est pas bon",
  },
  login: {
    title: 'Connexion',
    intro: 'Planification des téléconsultations',
    identifier: 'Identifiant (email)',
    password: 'Mot de passe',
    submit: 'Se connecter',
    forgot: 'Mot de passe oublié ?',
    success: 'Connexion réussie',
    locked:
      'Votre compte est bloqué suite à trop de tentatives. Réessayez plus tard ou contactez un administrateur.',
    wrongPassword_one:
      'Identifiant ou mot de passe incorrect. Si ce compte existe, il sera bloqué au prochain échec.',
    wrongPassword_other:
      'Identifiant ou mot de passe incorrect. Si ce compte existe, il sera bloqué après {{count}} nouveaux échecs.',
    unknownAccount: "Aucun compte n'a été trouvé avec ces identifiants.",
    unreachable: 'Le serveur ne répond pas, réessayez dans quelques instants.',
  },
  forgot: {
    title: 'Mot de passe oublié',
    intro:
      'Indiquez votre email : si un compte y est associé, vous recevrez un lien pour choisir un nouveau mot de passe.',
    email: 'Email',
    submit: 'Envoyer',
    back: 'Retour à la connexion',
    sent: 'Un email vous a été envoyé. Suivez le lien qu’il contient pour choisir un nouveau mot de passe.',
    captchaRequired: 'Attendez la fin de la vérification anti-robot.',
  },
  captcha: {
    label: 'Vérification anti-robot',
    solving: 'Vérification anti-robot…',
    verified: 'Vérifié',
    failed: 'La vérification anti-robot a échoué.',
    retry: 'Réessayer',
  },
  password: {
    password: 'Nouveau mot de passe',
    confirmation: 'Confirmation du mot de passe',
    badRegex: 'Le mot de passe ne respecte pas toutes les règles.',
    mismatch: 'Les deux mots de passe ne correspondent pas.',
    termsRequired: 'Veuillez valider les CGU',
    termsLabel: "J'ai lu et j'accepte les",
    termsLink: "conditions générales d'utilisation",
    termsNewTab: '(nouvel onglet)',
    cannotValidate: 'Impossible de valider le profil',
    missingToken: 'Ce lien est incomplet. Utilisez le lien complet reçu par email.',
    backToLogin: 'Retour à la connexion',
  },
  initiate: {
    title: 'Activation de votre compte',
    intro:
      'Choisissez votre mot de passe et acceptez les conditions d’utilisation pour activer votre compte. Le lien reçu est valable 24 heures.',
    submit: 'Activer mon compte',
    success: 'Votre compte est activé. Vous pouvez vous connecter.',
  },
  reset: {
    title: 'Nouveau mot de passe',
    intro: 'Choisissez votre nouveau mot de passe.',
    submit: 'Enregistrer le mot de passe',
    success: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  },
};

export const authTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    validation: {
      required: 'Required field',
      email: 'The email format is not valid',
    },
    login: {
      title: 'Sign in',
      intro: 'Teleconsultation planning',
      identifier: 'Username (email)',
      password: 'Password',
      submit: 'Sign in',
      forgot: 'Forgot your password?',
      success: 'Signed in',
      locked: 'Your account is locked after too many attempts. Try again later or contact an administrator.',
      wrongPassword_one: 'Wrong email or password. If this account exists, the next failure will lock it.',
      wrongPassword_other:
        'Wrong email or password. If this account exists, it will be locked after {{count}} more failures.',
      unknownAccount: 'No account was found with these credentials.',
      unreachable: 'The server is not answering, try again in a moment.',
    },
    forgot: {
      title: 'Forgotten password',
      intro: 'Enter your email: if an account uses it, you will receive a link to choose a new password.',
      email: 'Email',
      submit: 'Send',
      back: 'Back to sign in',
      sent: 'An email was sent to you. Follow its link to choose a new password.',
      captchaRequired: 'Wait for the anti-robot check to finish.',
    },
    captcha: {
      label: 'Anti-robot check',
      solving: 'Anti-robot check…',
      verified: 'Verified',
      failed: 'The anti-robot check failed.',
      retry: 'Try again',
    },
    password: {
      password: 'New password',
      confirmation: 'Confirm the password',
      badRegex: 'The password does not follow every rule yet.',
      mismatch: 'The two passwords do not match.',
      termsRequired: 'Please accept the terms of use',
      termsLabel: 'I have read and accept the',
      termsLink: 'terms of use',
      termsNewTab: '(new tab)',
      cannotValidate: 'Cannot validate the profile',
      missingToken: 'This link is incomplete. Use the full link from the email.',
      backToLogin: 'Back to sign in',
    },
    initiate: {
      title: 'Activate your account',
      intro:
        'Choose your password and accept the terms of use to activate your account. The link is valid for 24 hours.',
      submit: 'Activate my account',
      success: 'Your account is active. You can sign in.',
    },
    reset: {
      title: 'New password',
      intro: 'Choose your new password.',
      submit: 'Save the password',
      success: 'Your password was changed. You can sign in.',
    },
  },
};
