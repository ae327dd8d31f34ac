import type { MessageCode } from '@teleplan/proto/message-codes';
import {
  SCHEDULE_APPOINTMENT_TEXTS,
  SCHEDULE_AVAILABILITY_TEXTS,
  SCHEDULE_EVALUATION_TEXTS,
  SCHEDULE_EXPORT_TEXTS,
  SCHEDULE_TIMELINE_TEXTS,
  type Text,
} from './schedule-texts.ts';
import { INDICATORS_TEXTS } from './indicators-texts.ts';
import { LOGGER_TEXTS } from './logger-texts.ts';

/** fr/en text of every server messageCode; typed on the catalogue so a new code without text fails to compile. */
export const MESSAGE_TEXTS: Record<MessageCode, Text> = {
  'common.request.invalid': { fr: 'La requête est invalide.', en: 'The request is invalid.' },
  'common.request.malformed_json': { fr: 'La requête est mal formée.', en: 'The request is malformed.' },
  'common.request.too_large': { fr: 'La requête est trop volumineuse.', en: 'The request is too large.' },
  'common.request.invalid_characters': {
    fr: 'La saisie contient des caractères non autorisés.',
    en: 'The input contains characters that are not allowed.',
  },
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
  'common.database.unavailable': {
    fr: 'Le service ne peut pas joindre ses données pour le moment, réessayez dans quelques instants.',
    en: 'The service cannot reach its data right now, try again in a moment.',
  },
  'common.upstream.timeout': {
    fr: 'Un service nécessaire met trop de temps à répondre, réessayez plus tard.',
    en: 'A required service is taking too long to answer, try again later.',
  },
  'common.request.headers_too_large': {
    fr: "La requête est trop longue : sélectionnez moins d'éléments à la fois.",
    en: 'The request is too long: select fewer items at a time.',
  },
  'authenticator.login.bad_credentials': {
    fr: "Aucun compte n'a été trouvé avec ces identifiants.",
    en: 'No account was found with these credentials.',
  },
  'authenticator.login.attempts_in_progress': {
    fr: 'Plusieurs connexions à ce compte sont en cours de vérification : réessayez dans un instant.',
    en: 'Several sign-ins to this account are being checked: try again in a moment.',
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
  'accounts.profile.own_email_needs_password': {
    fr: 'Pour changer votre email, passez par « Mon compte » avec votre mot de passe actuel.',
    en: 'To change your email, use “My account” with your current password.',
  },
  'accounts.reactivate.unauthorized': {
    fr: 'Seul un administrateur peut réactiver un compte désactivé.',
    en: 'Only an administrator can re-enable a disabled account.',
  },
  'accounts.room.not_managed': {
    fr: "Vous ne gérez aucune salle : impossible d'y ajouter un employé.",
    en: 'You manage no room, so you cannot add an employee to one.',
  },
  'accounts.profile.unknown_language': {
    fr: 'La langue des messages doit être le français ou l’anglais.',
    en: 'The language of messages must be French or English.',
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
  'material_resources.query.invalid': {
    fr: "La recherche demandée n'est pas valide.",
    en: 'The search is not valid.',
  },
  'material_resources.licenses.unavailable': {
    fr: 'Le service des licences ne répond pas, réessayez dans un instant.',
    en: 'The licence service is not answering; try again in a moment.',
  },
  'material_resources.person.unknown': { fr: 'Cette personne est inconnue.', en: 'This person is unknown.' },
  'material_resources.room.missing': { fr: "Cette salle n'existe pas.", en: 'This room does not exist.' },
  'material_resources.room.unmanaged': {
    fr: 'Vous ne gérez pas cette salle.',
    en: 'You do not manage this room.',
  },
  'material_resources.room.unauthorized': {
    fr: "Vous n'avez pas les droits sur cette salle.",
    en: 'You have no rights on this room.',
  },
  'material_resources.room.name_missing': {
    fr: 'Le nom de la salle est obligatoire.',
    en: 'The room name is required.',
  },
  'material_resources.room.address_missing': {
    fr: "L'adresse est obligatoire pour une salle non virtuelle.",
    en: 'The address is required for a room that is not virtual.',
  },
  'material_resources.room.sector_missing': {
    fr: 'Choisissez au moins un cabinet digital.',
    en: 'Choose at least one digital practice.',
  },
  'material_resources.room.manager_missing': {
    fr: 'Veuillez sélectionner un gérant de salle.',
    en: 'Please select a room manager.',
  },
  'material_resources.room.manager_invalid': {
    fr: "Cette personne n'est pas gérant de salle.",
    en: 'This person is not a room manager.',
  },
  'material_resources.room.manager_already_assigned': {
    fr: 'Ce gérant est déjà affecté à une autre salle.',
    en: 'This manager already runs another room.',
  },
  'material_resources.room.user_already_in_room': {
    fr: 'Cet utilisateur est déjà rattaché à une salle.',
    en: 'This user already belongs to a room.',
  },
  'material_resources.room.invalid_room_user': {
    fr: 'Cette personne ne peut pas être employée de salle.',
    en: 'This person cannot be a room employee.',
  },
  'material_resources.room.user_missing': {
    fr: "Cet utilisateur n'est pas rattaché à la salle.",
    en: 'This user does not belong to the room.',
  },
  'material_resources.room.favorite_sector_invalid': {
    fr: "Le cabinet favori doit être l'un des cabinets de la salle.",
    en: 'The favourite practice must be one of the room’s practices.',
  },
  'material_resources.room.deleted': { fr: 'Cette salle a été supprimée.', en: 'This room was deleted.' },
  'material_resources.room.already_in_sector': {
    fr: 'La salle est déjà rattachée à ce cabinet.',
    en: 'The room already belongs to this practice.',
  },
  'material_resources.room.not_in_sector': {
    fr: "La salle n'est pas rattachée à ce cabinet.",
    en: 'The room does not belong to this practice.',
  },
  'material_resources.room_type.missing': {
    fr: "Ce type de salle n'existe pas.",
    en: 'This room type does not exist.',
  },
  'material_resources.room_type.name_missing': {
    fr: 'Veuillez renseigner un code de traduction.',
    en: 'Please give a translation code.',
  },
  'material_resources.room_type.bad_format': {
    fr: 'Vous devez fournir un code de traduction pour la France.',
    en: 'A French translation is required.',
  },
  'material_resources.room_type.existing': {
    fr: 'Ce type de salle existe déjà.',
    en: 'This room type already exists.',
  },
  'material_resources.sector.missing': {
    fr: "Ce cabinet digital n'existe pas.",
    en: 'This digital practice does not exist.',
  },
  'material_resources.sector.name_missing': {
    fr: 'Le nom du cabinet digital est obligatoire.',
    en: 'The practice name is required.',
  },
  'material_resources.sector.manager_missing': {
    fr: 'Veuillez choisir un gérant de cabinet digital.',
    en: 'Please choose a practice manager.',
  },
  'material_resources.sector.manager_occupied': {
    fr: 'Ce gérant gère déjà un autre cabinet digital.',
    en: 'This manager already runs another practice.',
  },
  'material_resources.sector.unauthorized': {
    fr: "Vous n'avez pas les droits sur ce cabinet digital.",
    en: 'You have no rights on this practice.',
  },
  'material_resources.sector.license_missing': {
    fr: 'La clé de licence est obligatoire.',
    en: 'The licence key is required.',
  },
  'material_resources.sector.license_invalid': {
    fr: "Cette clé de licence n'est pas valide.",
    en: 'This licence key is not valid.',
  },
  'material_resources.sector.license_unknown': {
    fr: 'Cette clé de licence est inconnue.',
    en: 'This licence key is unknown.',
  },
  'material_resources.sector.license_already_used': {
    fr: 'Cette clé de licence est déjà utilisée.',
    en: 'This licence key is already used.',
  },
  'material_resources.sector.no_room_available': {
    fr: "Le cabinet n'a plus de salle disponible.",
    en: 'The practice has no more rooms available.',
  },
  'material_resources.sector.closed': {
    fr: 'Ce cabinet digital est fermé.',
    en: 'This digital practice is closed.',
  },
  'material_resources.sector.doctor_invalid': {
    fr: "Cette personne n'est pas médecin.",
    en: 'This person is not a doctor.',
  },
  'material_resources.sector.doctor_already_linked': {
    fr: 'Ce médecin est déjà rattaché au cabinet.',
    en: 'This doctor already belongs to the practice.',
  },
  'material_resources.sector.doctor_not_linked': {
    fr: "Ce médecin n'est pas rattaché au cabinet.",
    en: 'This doctor does not belong to the practice.',
  },
  'material_resources.sector.doctor_unmanaged': {
    fr: "Ce médecin exerce dans d'autres cabinets : seul un administrateur peut l'ajouter au vôtre.",
    en: 'This doctor works in other practices: only an administrator can add them to yours.',
  },
  'material_resources.room.url_invalid': {
    fr: 'Le lien doit être une adresse web complète commençant par http:// ou https://.',
    en: 'The link must be a full web address starting with http:// or https://.',
  },
  'licenses.license.invalid': {
    fr: "Cette clé de licence n'est pas valide.",
    en: 'This licence key is not valid.',
  },
  'licenses.license.unknown': {
    fr: "Cette clé de licence n'a jamais été émise.",
    en: 'This licence key was never issued.',
  },
  'licenses.license.already_used': {
    fr: 'Cette clé de licence est déjà utilisée par un autre cabinet.',
    en: 'This licence key is already used by another practice.',
  },
  'licenses.license.missing': {
    fr: 'La clé de licence est obligatoire.',
    en: 'The licence key is required.',
  },
  'licenses.license.rooms_mismatch': {
    fr: 'Le nombre de salles ne correspond pas à celui de la clé de licence.',
    en: "The number of rooms does not match the licence key's.",
  },
  'licenses.sector.unknown': { fr: "Ce cabinet digital n'existe pas.", en: 'This practice does not exist.' },
  'licenses.sector.unauthorized': {
    fr: "Vous n'avez pas les droits sur ce cabinet digital.",
    en: 'You have no rights on this practice.',
  },
  'licenses.sector.no_room_available': {
    fr: "Le cabinet digital n'a plus de salle disponible.",
    en: 'The sector has no more rooms available.',
  },
  'licenses.sector.closed': {
    fr: 'Ce cabinet digital est fermé.',
    en: 'This practice is closed.',
  },
  'licenses.sector.in_use': {
    fr: 'Des salles occupent encore les licences de ce cabinet digital.',
    en: "Rooms still hold this practice's licences.",
  },
  'notification.profile.unknown': { fr: 'Ce profil est inconnu.', en: 'This profile is unknown.' },
  'notification.preferences.unauthorized': {
    fr: 'Vous ne pouvez pas modifier les préférences de notification de ce profil.',
    en: "You may not change this profile's notification preferences.",
  },
  'notification.preferences.missing': {
    fr: "Aucune préférence de notification n'est enregistrée pour ce profil.",
    en: 'No notification preferences are saved for this profile.',
  },
  'notification.preferences.existing': {
    fr: 'Les préférences de notification de ce profil existent déjà.',
    en: "This profile's notification preferences already exist.",
  },
  'notification.preferences.no_email': {
    fr: 'Les notifications par e-mail demandent une adresse e-mail.',
    en: 'Email notifications need an email address.',
  },
  'notification.preferences.no_telephone': {
    fr: 'Les notifications par SMS demandent un numéro de téléphone.',
    en: 'SMS notifications need a phone number.',
  },
  'notification.mail_config.host_required': {
    fr: 'Le serveur est obligatoire.',
    en: 'The host is required.',
  },
  'notification.mail_config.port_required': { fr: 'Le port est obligatoire.', en: 'The port is required.' },
  'notification.mail_config.port_format': {
    fr: "La valeur n'est pas au bon format",
    en: 'The value is not in the right format',
  },
  'notification.mail_config.username_required': {
    fr: "L'identifiant est obligatoire.",
    en: 'The username is required.',
  },
  'notification.mail_config.mail_from_required': {
    fr: "L'adresse d'expédition est obligatoire.",
    en: 'The sender address is required.',
  },
  'notification.mail_config.mail_from_format': {
    fr: "Le format de l'email n'est pas bon",
    en: 'The email format is not right',
  },
  'notification.mail_config.not_configured': {
    fr: "Aucune configuration mail n'est enregistrée.",
    en: 'No mail configuration is saved.',
  },
  'notification.mail_config.secret_unreadable': {
    fr: 'Le mot de passe enregistré ne peut pas être relu : enregistrez-le à nouveau.',
    en: 'The saved password cannot be read: save it again.',
  },
  'notification.sms_config.token_required': {
    fr: "Le jeton d'accès est obligatoire.",
    en: 'The access token is required.',
  },
  'notification.sms_config.invalid_token': {
    fr: "Le jeton d'accès n'est pas valide.",
    en: 'The access token is not valid.',
  },
  'notification.sms_config.author_required': {
    fr: "L'expéditeur des SMS est obligatoire.",
    en: 'The SMS sender is required.',
  },
  'notification.sms_config.invalid_author': {
    fr: "L'expéditeur des SMS n'est pas valide.",
    en: 'The SMS sender is not valid.',
  },
  'notification.mail_test.recipient_format': {
    fr: "Le format de l'email n'est pas bon",
    en: 'The email format is not right',
  },
  'notification.mail_test.connection_failed': {
    fr: 'Impossible de joindre le serveur mail.',
    en: 'The mail server cannot be reached.',
  },
  'notification.mail_test.authentication_failed': {
    fr: "Le serveur mail a refusé l'identifiant ou le mot de passe.",
    en: 'The mail server refused the username or password.',
  },
  'notification.mail_test.tls_failed': {
    fr: 'La connexion sécurisée (TLS) avec le serveur mail a échoué.',
    en: 'The secure (TLS) connection to the mail server failed.',
  },
  'notification.mail_test.recipient_rejected': {
    fr: 'Le serveur mail a refusé le destinataire.',
    en: 'The mail server refused the recipient.',
  },
  'notification.mail_test.sender_rejected': {
    fr: "Le serveur mail a refusé l'adresse d'expédition.",
    en: 'The mail server refused the sender address.',
  },
  'notification.mail_test.timeout': {
    fr: "Le serveur mail n'a pas répondu à temps.",
    en: 'The mail server did not answer in time.',
  },
  'notification.mail_test.failed': {
    fr: "L'envoi du mail de test a échoué.",
    en: 'The test mail could not be sent.',
  },
  'notification.mail_parameters.existing': {
    fr: 'Les paramètres mail de cette salle existent déjà.',
    en: "This room's mail settings already exist.",
  },
  'notification.mail_parameters.no_rights': {
    fr: "Vous n'avez pas les droits sur les paramètres mail de cette salle.",
    en: "You have no rights on this room's mail settings.",
  },
  'notification.mail_parameters.invalid_room_id': {
    fr: 'Identifiant de salle invalide.',
    en: 'Invalid room id.',
  },
  'notification.mail_parameters.invalid_body': {
    fr: 'Les paramètres mail ne sont pas valides.',
    en: 'The mail settings are not valid.',
  },
  'notification.mail_parameters.invalid_subject': {
    fr: "L'objet du mail n'est pas valide.",
    en: 'The mail subject is not valid.',
  },
  'notification.mail_parameters.not_found': {
    fr: 'Aucun paramètre mail pour cette salle.',
    en: 'No mail settings for this room.',
  },
  'notification.mail_parameters.unknown_room': {
    fr: 'Cette salle est inconnue.',
    en: 'This room is unknown.',
  },
  'notification.mail_test.host_not_allowed': {
    fr: "Ce serveur mail est une adresse interne que la plateforme n'a pas le droit de joindre.",
    en: 'This mail server is an internal address the platform may not reach.',
  },
  'notification.message.unknown': { fr: "Ce message n'existe pas.", en: 'This message does not exist.' },
  'notification.live.forbidden': {
    fr: "Ce rôle n'a pas accès au fil en direct.",
    en: 'This role has no live feed.',
  },
  'notification.live.revoked': {
    fr: "Cette session n'est plus valable : reconnectez-vous.",
    en: 'This session is no longer valid: sign in again.',
  },
  'notification.live.invalid_ticket': {
    fr: 'Le ticket du fil en direct est inconnu, déjà utilisé ou expiré.',
    en: 'The live feed ticket is unknown, already used or expired.',
  },
  'notification.live.bad_frame': {
    fr: "Le fil en direct a reçu un message qu'il ne comprend pas.",
    en: 'The live feed received a message it does not understand.',
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
  'schedule.request.zone_invalid': {
    fr: "Ce fuseau horaire n'existe pas.",
    en: 'This time zone does not exist.',
  },
  'schedule.request.range_invalid': {
    fr: 'Dates incorrectes',
    en: 'Incorrect dates',
  },
  'schedule.profile.doctor.shared': {
    fr: "Ce médecin exerce aussi dans le cabinet d'un autre gérant : seuls lui-même et un administrateur changent sa durée de consultation.",
    en: "This doctor also works in another manager's practice: only the doctor and an administrator change her consultation duration.",
  },
  ...SCHEDULE_AVAILABILITY_TEXTS,
  ...SCHEDULE_APPOINTMENT_TEXTS,
  ...SCHEDULE_TIMELINE_TEXTS,
  ...SCHEDULE_EXPORT_TEXTS,
  ...SCHEDULE_EVALUATION_TEXTS,
  ...INDICATORS_TEXTS,
  ...LOGGER_TEXTS,
};

export const GENERIC_ERROR_TEXT: Text = { fr: 'Une erreur est survenue', en: 'An error occurred' };
