import type { MessageCode } from '@teleplan/proto/message-codes';

interface Text {
  fr: string;
  en: string;
}

/** fr/en text of every server messageCode; typed on the catalogue so a new code without text fails to compile. */
export const MESSAGE_TEXTS: Record<MessageCode, Text> = {
  'common.request.invalid': { fr: 'La requête est invalide.', en: 'The request is invalid.' },
  'common.request.malformed_json': { fr: 'La requête est mal formée.', en: 'The request is malformed.' },
  'common.request.too_large': { fr: 'La requête est trop volumineuse.', en: 'The request is too large.' },
  'common.route.not_found': { fr: "Cette ressource n'existe pas.", en: 'This resource does not exist.' },
  'common.auth.unauthenticated': {
    fr: 'Vous devez vous connecter.',
    en: 'You must sign in.',
  },
  'common.auth.token_expired': {
    fr: 'Votre session a expiré, veuillez vous reconnecter.',
    en: 'Your session has expired, please sign in again.',
  },
  'common.auth.forbidden': {
    fr: "Vous n'avez pas les droits pour cette action.",
    en: 'You are not allowed to do this.',
  },
  'common.request.rate_limited': {
    fr: 'Trop de tentatives, réessayez dans quelques instants.',
    en: 'Too many attempts, try again in a moment.',
  },
  'common.server.internal': {
    fr: 'Une erreur est survenue sur le serveur.',
    en: 'An error occurred on the server.',
  },
  'common.server.unavailable': {
    fr: 'Le service est momentanément indisponible.',
    en: 'The service is temporarily unavailable.',
  },
  'common.upstream.unavailable': {
    fr: 'Un service nécessaire ne répond pas, réessayez plus tard.',
    en: 'A required service is not answering, try again later.',
  },
  'authenticator.login.bad_credentials': {
    fr: "Aucun compte n'a été trouvé avec ces identifiants.",
    en: 'No account was found with these credentials.',
  },
  'authenticator.login.locked': {
    fr: 'Votre compte est bloqué.',
    en: 'Your account is locked.',
  },
  'authenticator.login.disabled': {
    fr: 'Ce compte est désactivé.',
    en: 'This account is disabled.',
  },
  'authenticator.token.unsupported_grant': {
    fr: "Ce mode d'authentification n'est pas pris en charge.",
    en: 'This sign-in method is not supported.',
  },
  'authenticator.token.unknown_client': {
    fr: 'Application cliente inconnue.',
    en: 'Unknown client application.',
  },
  'authenticator.token.invalid_refresh': {
    fr: 'Votre session a expiré, veuillez vous reconnecter.',
    en: 'Your session has expired, please sign in again.',
  },
  'authenticator.token.refresh_reused': {
    fr: 'Votre session a été fermée par sécurité, veuillez vous reconnecter.',
    en: 'Your session was closed for safety, please sign in again.',
  },
  'authenticator.impersonate.role_not_granted': {
    fr: 'Ce rôle ne vous est pas attribué.',
    en: 'This role is not granted to you.',
  },
  'authenticator.token.invalid': { fr: 'Le jeton est invalide.', en: 'The token is invalid.' },
  'authenticator.token.throttled': {
    fr: 'Trop de connexions depuis cette adresse, réessayez dans une minute.',
    en: 'Too many sign-ins from this address, try again in a minute.',
  },
  'accounts.create.failed': {
    fr: 'La création du compte a échoué.',
    en: 'The account could not be created.',
  },
  'accounts.create.existing_mail': {
    fr: 'Un compte existe déjà avec cet email.',
    en: 'An account already exists with this email.',
  },
  'accounts.request.empty': { fr: 'La requête est vide.', en: 'The request is empty.' },
  'accounts.account.missing': { fr: "Ce compte n'existe pas.", en: 'This account does not exist.' },
  'accounts.profile.missing': { fr: "Ce profil n'existe pas.", en: 'This profile does not exist.' },
  'accounts.profile.unauthorized_modification': {
    fr: "Vous n'avez pas le droit de modifier ce profil.",
    en: 'You are not allowed to modify this profile.',
  },
  'accounts.roles.not_grantable': {
    fr: "Vous n'avez pas le droit d'attribuer ce rôle.",
    en: 'You are not allowed to grant this role.',
  },
  'accounts.roles.hierarchy_conflict': {
    fr: "Ce rôle n'est pas compatible avec les rôles déjà attribués.",
    en: 'This role is not compatible with the roles already granted.',
  },
  'accounts.roles.already_held': {
    fr: 'Ce rôle est déjà attribué.',
    en: 'This role is already granted.',
  },
  'accounts.roles.not_held': {
    fr: "Ce rôle n'est pas attribué à ce compte.",
    en: 'This role is not granted to this account.',
  },
  'accounts.roles.last_role': {
    fr: 'Impossible de retirer le dernier rôle du compte.',
    en: "The account's last role cannot be removed.",
  },
  'accounts.deactivate.failed': {
    fr: 'Impossible de désactiver le compte.',
    en: 'The account could not be disabled.',
  },
  'accounts.deactivate.already_disabled': {
    fr: 'Ce compte est déjà désactivé.',
    en: 'This account is already disabled.',
  },
  'accounts.reactivate.already_enabled': {
    fr: 'Ce compte est déjà actif.',
    en: 'This account is already active.',
  },
  'accounts.initialize_password.token_missing': {
    fr: "Le lien d'activation est invalide ou a expiré.",
    en: 'The activation link is invalid or has expired.',
  },
  'accounts.reset_password.token_missing': {
    fr: 'Le lien de réinitialisation est invalide ou a expiré.',
    en: 'The reset link is invalid or has expired.',
  },
  'accounts.password.rules_not_met': {
    fr: 'Le mot de passe ne respecte pas les règles.',
    en: 'The password does not follow the rules.',
  },
  'accounts.password.wrong_old_password': {
    fr: 'Le mot de passe actuel est incorrect.',
    en: 'The current password is wrong.',
  },
  'accounts.initialize_password.terms_not_accepted': {
    fr: 'Veuillez valider les CGU',
    en: 'Please accept the terms of use',
  },
  'accounts.captcha.invalid': {
    fr: 'La vérification anti-robot a échoué, veuillez réessayer.',
    en: 'The anti-robot check failed, please try again.',
  },
  'accounts.preferred_role.not_granted': {
    fr: 'Le rôle préféré doit faire partie des rôles attribués.',
    en: 'The preferred role must be one of the granted roles.',
  },
  'accounts.query.invalid': { fr: 'La recherche est invalide.', en: 'The search is invalid.' },
  'accounts.request.unauthorized': {
    fr: "Vous n'avez pas les droits pour cette action.",
    en: 'You are not allowed to do this.',
  },
  'accounts.roles.own_roles': {
    fr: 'Vous ne pouvez pas modifier vos propres rôles.',
    en: 'You cannot change your own roles.',
  },
  'accounts.deactivate.own_account': {
    fr: 'Vous ne pouvez pas désactiver votre propre compte.',
    en: 'You cannot disable your own account.',
  },
  'accounts.account.email_required': {
    fr: "L'email est obligatoire pour un compte.",
    en: 'An account needs an email.',
  },
  'accounts.password_token.expired': {
    fr: 'Ce lien a expiré (validité de 24 heures), demandez-en un nouveau.',
    en: 'This link has expired (valid for 24 hours), ask for a new one.',
  },
  'user_profiles.create.existing_mail': {
    fr: 'Un patient existe déjà avec cet email.',
    en: 'A patient already exists with this email.',
  },
  'user_profiles.patient.missing': { fr: "Ce patient n'existe pas.", en: 'This patient does not exist.' },
  'user_profiles.doctor.disabled': { fr: 'Ce médecin est désactivé.', en: 'This doctor is disabled.' },
  'user_profiles.doctor.missing': { fr: "Ce médecin n'existe pas.", en: 'This doctor does not exist.' },
  'user_profiles.doctor.no_role': {
    fr: "Ce profil n'a pas le rôle médecin.",
    en: 'This profile does not hold the doctor role.',
  },
  'schedule.profile.doctor.missing': { fr: "Ce médecin n'existe pas.", en: 'This doctor does not exist.' },
  'schedule.profile.doctor.no_role': {
    fr: "Ce profil n'a pas le rôle médecin.",
    en: 'This profile does not hold the doctor role.',
  },
  'schedule.profile.doctor.disabled': { fr: 'Ce médecin est désactivé.', en: 'This doctor is disabled.' },
  'schedule.profile.doctor.unauthorized': {
    fr: "Vous n'avez pas les droits sur ce médecin.",
    en: 'You are not allowed to act on this doctor.',
  },
  'schedule.doctor_properties.consultation_duration_required': {
    fr: 'Vous devez rentrer une durée de consultation.',
    en: 'Enter a consultation duration.',
  },
  'schedule.doctor_properties.consultation_duration_invalid': {
    fr: 'La durée de consultation doit être un nombre entier de minutes.',
    en: 'The consultation duration must be a whole number of minutes.',
  },
  'schedule.doctor_properties.consultation_duration_too_short': {
    fr: 'La durée de consultation est au minimum de 10 minutes.',
    en: 'The consultation duration is at least 10 minutes.',
  },
  'schedule.doctor_properties.consultation_duration_too_long': {
    fr: 'La durée de consultation est au maximum de 240 minutes.',
    en: 'The consultation duration is at most 240 minutes.',
  },
  'schedule.doctor_properties.consultation_duration_step': {
    fr: 'Vous devez rentrer une valeur en chiffre en incrémental de 10 (ex: 10,20,...)',
    en: 'Enter a value in steps of 10 (e.g. 10, 20, ...).',
  },
  'schedule.doctor_properties.appointment_notice_invalid': {
    fr: "L'information de rendez-vous doit être un texte.",
    en: 'The appointment notice must be text.',
  },
  'schedule.doctor_properties.appointment_notice_too_long': {
    fr: "L'information de rendez-vous dépasse 1000 caractères.",
    en: 'The appointment notice exceeds 1000 characters.',
  },
  'schedule.room.missing': { fr: "Cette salle n'existe pas.", en: 'This room does not exist.' },
  'schedule.room.deleted': { fr: 'Cette salle a été supprimée.', en: 'This room has been deleted.' },
  'schedule.room.unauthorized': {
    fr: "Vous n'avez pas les droits sur cette salle.",
    en: 'You are not allowed to act on this room.',
  },
  'schedule.room_properties.prep_duration_required': {
    fr: 'Vous devez rentrer une valeur de temps de préparation (0 si aucun temps)',
    en: 'Enter a preparation time (0 if none).',
  },
  'schedule.room_properties.prep_duration_invalid': {
    fr: 'Le temps de préparation doit être un nombre entier de minutes.',
    en: 'The preparation time must be a whole number of minutes.',
  },
  'schedule.room_properties.prep_duration_negative': {
    fr: 'Le temps de préparation ne peut pas être négatif.',
    en: 'The preparation time cannot be negative.',
  },
  'schedule.room_properties.prep_duration_too_long': {
    fr: 'Le temps de préparation est au maximum de 120 minutes.',
    en: 'The preparation time is at most 120 minutes.',
  },
  'schedule.room_properties.prep_duration_step': {
    fr: 'Vous devez rentrer une valeur en chiffre en incrémental de 10 (ex: 10,20,...)',
    en: 'Enter a value in steps of 10 (e.g. 10, 20, ...).',
  },
};

export const GENERIC_ERROR_TEXT: Text = { fr: 'Une erreur est survenue', en: 'An error occurred' };
