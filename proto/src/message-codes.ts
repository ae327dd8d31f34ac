/**
 * The catalogue of messageCodes (`<service>.<area>.<reason>`). The web holds a fr/en text for each;
 * an unknown code falls back to 'Une erreur est survenue'.
 */
export const MessageCodes = {
  common: {
    validation: 'common.request.invalid',
    malformedJson: 'common.request.malformed_json',
    payloadTooLarge: 'common.request.too_large',
    notFound: 'common.route.not_found',
    unauthenticated: 'common.auth.unauthenticated',
    tokenExpired: 'common.auth.token_expired',
    forbidden: 'common.auth.forbidden',
    rateLimited: 'common.request.rate_limited',
    internal: 'common.server.internal',
    unavailable: 'common.server.unavailable',
    upstreamUnavailable: 'common.upstream.unavailable',
  },
  authenticator: {
    badCredentials: 'authenticator.login.bad_credentials',
    locked: 'authenticator.login.locked',
    disabled: 'authenticator.login.disabled',
    unsupportedGrant: 'authenticator.token.unsupported_grant',
    unknownClient: 'authenticator.token.unknown_client',
    invalidRefresh: 'authenticator.token.invalid_refresh',
    refreshReused: 'authenticator.token.refresh_reused',
    roleNotGranted: 'authenticator.impersonate.role_not_granted',
    invalidToken: 'authenticator.token.invalid',
  },
  accounts: {
    creationFailed: 'accounts.create.failed',
    existingEmail: 'accounts.create.existing_mail',
    emptyRequest: 'accounts.request.empty',
    missingAccount: 'accounts.account.missing',
    missingProfile: 'accounts.profile.missing',
    unauthorizedProfileModification: 'accounts.profile.unauthorized_modification',
    roleNotGrantable: 'accounts.roles.not_grantable',
    roleHierarchy: 'accounts.roles.hierarchy_conflict',
    roleAlreadyHeld: 'accounts.roles.already_held',
    roleNotHeld: 'accounts.roles.not_held',
    lastRole: 'accounts.roles.last_role',
    deactivateFailed: 'accounts.deactivate.failed',
    alreadyDisabled: 'accounts.deactivate.already_disabled',
    alreadyEnabled: 'accounts.reactivate.already_enabled',
    initTokenMissing: 'accounts.initialize_password.token_missing',
    resetTokenMissing: 'accounts.reset_password.token_missing',
    passwordRules: 'accounts.password.rules_not_met',
    wrongOldPassword: 'accounts.password.wrong_old_password',
    termsNotAccepted: 'accounts.initialize_password.terms_not_accepted',
    captchaInvalid: 'accounts.captcha.invalid',
    preferredRoleNotGranted: 'accounts.preferred_role.not_granted',
    invalidQuery: 'accounts.query.invalid',
    unauthorized: 'accounts.request.unauthorized',
    ownRoles: 'accounts.roles.own_roles',
    ownAccount: 'accounts.deactivate.own_account',
    emailRequired: 'accounts.account.email_required',
    tokenExpired: 'accounts.password_token.expired',
  },
  userProfiles: {
    existingMail: 'user_profiles.create.existing_mail',
    patientMissing: 'user_profiles.patient.missing',
    doctorDisabled: 'user_profiles.doctor.disabled',
    doctorMissing: 'user_profiles.doctor.missing',
    doctorNoRole: 'user_profiles.doctor.no_role',
  },
  licenses: {
    /** Not a licence key of this platform: bad format or signature. */
    licenseInvalid: 'licenses.license.invalid',
    /** Well-formed and signed, but never issued here (or no longer on record). */
    licenseUnknown: 'licenses.license.unknown',
    licenseAlreadyUsed: 'licenses.license.already_used',
    licenseMissing: 'licenses.license.missing',
    /** The number of rooms typed is not the key's. */
    licenseRoomsMismatch: 'licenses.license.rooms_mismatch',
    sectorUnknown: 'licenses.sector.unknown',
    sectorUnauthorized: 'licenses.sector.unauthorized',
    noRoomAvailable: 'licenses.sector.no_room_available',
    sectorClosed: 'licenses.sector.closed',
    /** Its keys cannot be given back while rooms hold slots of its quota. */
    sectorInUse: 'licenses.sector.in_use',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type MessageCode = Leaves<typeof MessageCodes>;

export const ALL_MESSAGE_CODES: readonly MessageCode[] = Object.values(MessageCodes).flatMap(
  (area) => Object.values(area) as MessageCode[],
);
