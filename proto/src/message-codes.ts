/**
 * The catalogue of messageCodes (`<service>.<area>.<reason>`). The web holds a fr/en text for each;
 * an unknown code falls back to 'Une erreur est survenue'.
 */
export const MessageCodes = {
  common: {
    validation: 'common.request.invalid',
    malformedJson: 'common.request.malformed_json',
    payloadTooLarge: 'common.request.too_large',
    /**
     * A string of the request holds a NUL character or a lone UTF-16 surrogate, or a text field (`SingleLineText`,
     * `MultiLineText`) a control character.
     */
    invalidCharacters: 'common.request.invalid_characters',
    notFound: 'common.route.not_found',
    unauthenticated: 'common.auth.unauthenticated',
    tokenExpired: 'common.auth.token_expired',
    forbidden: 'common.auth.forbidden',
    rateLimited: 'common.request.rate_limited',
    internal: 'common.server.internal',
    unavailable: 'common.server.unavailable',
    upstreamUnavailable: 'common.upstream.unavailable',
    /** The service's database cannot be reached right now: answered 503 with Retry-After. */
    databaseUnavailable: 'common.database.unavailable',
    /** The service behind the gateway took longer than the gateway waits (504). */
    upstreamTimeout: 'common.upstream.timeout',
    /** The request line and headers together exceed what the server reads (431); a query of too many ids. */
    headersTooLarge: 'common.request.headers_too_large',
  },
  authenticator: {
    badCredentials: 'authenticator.login.bad_credentials',
    locked: 'authenticator.login.locked',
    /** As many attempts as the lock allows are being checked right now: try again in a second. */
    attemptsInProgress: 'authenticator.login.attempts_in_progress',
    disabled: 'authenticator.login.disabled',
    unsupportedGrant: 'authenticator.token.unsupported_grant',
    unknownClient: 'authenticator.token.unknown_client',
    invalidRefresh: 'authenticator.token.invalid_refresh',
    refreshReused: 'authenticator.token.refresh_reused',
    roleNotGranted: 'authenticator.impersonate.role_not_granted',
    invalidToken: 'authenticator.token.invalid',
    signInThrottled: 'authenticator.token.throttled',
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
    ownEmailNeedsPassword: 'accounts.profile.own_email_needs_password',
    reactivationUnauthorized: 'accounts.reactivate.unauthorized',
    /** A room manager who manages no room (in accounts' replica of material-resources) creates no account. */
    roomNotManaged: 'accounts.room.not_managed',
    /** A profile's language is one of 'fr' and 'en'. */
    unknownLanguage: 'accounts.profile.unknown_language',
  },
  userProfiles: {
    existingMail: 'user_profiles.create.existing_mail',
    patientMissing: 'user_profiles.patient.missing',
    doctorDisabled: 'user_profiles.doctor.disabled',
    doctorMissing: 'user_profiles.doctor.missing',
    doctorNoRole: 'user_profiles.doctor.no_role',
  },
  materialResources: {
    invalidQuery: 'material_resources.query.invalid',
    licensesUnavailable: 'material_resources.licenses.unavailable',
    personUnknown: 'material_resources.person.unknown',
    roomMissing: 'material_resources.room.missing',
    roomUnmanaged: 'material_resources.room.unmanaged',
    roomUnauthorized: 'material_resources.room.unauthorized',
    roomNameMissing: 'material_resources.room.name_missing',
    roomAddressMissing: 'material_resources.room.address_missing',
    roomSectorMissing: 'material_resources.room.sector_missing',
    roomManagerMissing: 'material_resources.room.manager_missing',
    roomManagerInvalid: 'material_resources.room.manager_invalid',
    roomManagerAlreadyAssigned: 'material_resources.room.manager_already_assigned',
    roomUserAlreadyInRoom: 'material_resources.room.user_already_in_room',
    roomUserInvalid: 'material_resources.room.invalid_room_user',
    roomUserMissing: 'material_resources.room.user_missing',
    roomFavoriteSector: 'material_resources.room.favorite_sector_invalid',
    roomDeleted: 'material_resources.room.deleted',
    roomAlreadyInSector: 'material_resources.room.already_in_sector',
    roomNotInSector: 'material_resources.room.not_in_sector',
    roomTypeMissing: 'material_resources.room_type.missing',
    roomTypeNameMissing: 'material_resources.room_type.name_missing',
    roomTypeBadFormat: 'material_resources.room_type.bad_format',
    roomTypeExisting: 'material_resources.room_type.existing',
    sectorMissing: 'material_resources.sector.missing',
    sectorNameMissing: 'material_resources.sector.name_missing',
    sectorManagerMissing: 'material_resources.sector.manager_missing',
    sectorManagerOccupied: 'material_resources.sector.manager_occupied',
    sectorUnauthorized: 'material_resources.sector.unauthorized',
    sectorLicenseMissing: 'material_resources.sector.license_missing',
    sectorLicenseInvalid: 'material_resources.sector.license_invalid',
    sectorLicenseUnknown: 'material_resources.sector.license_unknown',
    sectorLicenseAlreadyUsed: 'material_resources.sector.license_already_used',
    sectorNoRoomAvailable: 'material_resources.sector.no_room_available',
    sectorClosed: 'material_resources.sector.closed',
    sectorDoctorInvalid: 'material_resources.sector.doctor_invalid',
    sectorDoctorAlreadyLinked: 'material_resources.sector.doctor_already_linked',
    sectorDoctorNotLinked: 'material_resources.sector.doctor_not_linked',
    /** A sector manager linking a doctor who works in other sectors only. */
    sectorDoctorUnmanaged: 'material_resources.sector.doctor_unmanaged',
    /** A room's video or patient-record link that is not an absolute http(s) URL. */
    roomUrlInvalid: 'material_resources.room.url_invalid',
  },
  notification: {
    profileUnknown: 'notification.profile.unknown',
    preferencesUnauthorized: 'notification.preferences.unauthorized',
    preferencesMissing: 'notification.preferences.missing',
    preferencesExisting: 'notification.preferences.existing',
    preferencesNoEmail: 'notification.preferences.no_email',
    preferencesNoTelephone: 'notification.preferences.no_telephone',
    mailHostRequired: 'notification.mail_config.host_required',
    mailPortRequired: 'notification.mail_config.port_required',
    mailPortFormat: 'notification.mail_config.port_format',
    mailUsernameRequired: 'notification.mail_config.username_required',
    mailFromRequired: 'notification.mail_config.mail_from_required',
    mailFromFormat: 'notification.mail_config.mail_from_format',
    mailNotConfigured: 'notification.mail_config.not_configured',
    mailSecretUnreadable: 'notification.mail_config.secret_unreadable',
    smsTokenRequired: 'notification.sms_config.token_required',
    smsInvalidToken: 'notification.sms_config.invalid_token',
    smsAuthorRequired: 'notification.sms_config.author_required',
    smsInvalidAuthor: 'notification.sms_config.invalid_author',
    testMailRecipientFormat: 'notification.mail_test.recipient_format',
    testMailConnectionFailed: 'notification.mail_test.connection_failed',
    testMailAuthenticationFailed: 'notification.mail_test.authentication_failed',
    testMailTlsFailed: 'notification.mail_test.tls_failed',
    testMailRecipientRejected: 'notification.mail_test.recipient_rejected',
    testMailSenderRejected: 'notification.mail_test.sender_rejected',
    testMailTimeout: 'notification.mail_test.timeout',
    testMailFailed: 'notification.mail_test.failed',
    mailParametersExisting: 'notification.mail_parameters.existing',
    mailParametersNoRights: 'notification.mail_parameters.no_rights',
    mailParametersInvalidRoomId: 'notification.mail_parameters.invalid_room_id',
    mailParametersInvalidBody: 'notification.mail_parameters.invalid_body',
    mailParametersInvalidSubject: 'notification.mail_parameters.invalid_subject',
    mailParametersNotFound: 'notification.mail_parameters.not_found',
    mailParametersUnknownRoom: 'notification.mail_parameters.unknown_room',
    /** The SMTP host is (or resolves to) a loopback, private or link-local address not configured as allowed. */
    testMailHostNotAllowed: 'notification.mail_test.host_not_allowed',
    /** GET messages/{id}: no message with this id. */
    messageUnknown: 'notification.message.unknown',
    /** Live feed: the role may not follow it (PATIENT). */
    liveForbidden: 'notification.live.forbidden',
    /** Live feed: the account is disabled or no longer holds the token's role (its sockets are closed too). */
    liveRevoked: 'notification.live.revoked',
    /** Live feed: the SSE ticket is unknown, used already or expired. */
    liveInvalidTicket: 'notification.live.invalid_ticket',
    /** Live feed: a STOMP frame the endpoint does not take (malformed, too large, wrong destination, SEND). */
    liveBadFrame: 'notification.live.bad_frame',
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
  schedule: {
    doctorMissing: 'schedule.profile.doctor.missing',
    doctorNoRole: 'schedule.profile.doctor.no_role',
    doctorDisabled: 'schedule.profile.doctor.disabled',
    doctorUnauthorized: 'schedule.profile.doctor.unauthorized',
    consultationDurationRequired: 'schedule.doctor_properties.consultation_duration_required',
    consultationDurationInvalid: 'schedule.doctor_properties.consultation_duration_invalid',
    consultationDurationTooShort: 'schedule.doctor_properties.consultation_duration_too_short',
    consultationDurationTooLong: 'schedule.doctor_properties.consultation_duration_too_long',
    consultationDurationStep: 'schedule.doctor_properties.consultation_duration_step',
    appointmentNoticeInvalid: 'schedule.doctor_properties.appointment_notice_invalid',
    appointmentNoticeTooLong: 'schedule.doctor_properties.appointment_notice_too_long',
    roomMissing: 'schedule.room.missing',
    roomDeleted: 'schedule.room.deleted',
    roomUnauthorized: 'schedule.room.unauthorized',
    prepDurationRequired: 'schedule.room_properties.prep_duration_required',
    prepDurationInvalid: 'schedule.room_properties.prep_duration_invalid',
    prepDurationNegative: 'schedule.room_properties.prep_duration_negative',
    prepDurationTooLong: 'schedule.room_properties.prep_duration_too_long',
    prepDurationStep: 'schedule.room_properties.prep_duration_step',
    /** A `zone` that is not an IANA time zone name. */
    zoneInvalid: 'schedule.request.zone_invalid',
    /** from/to (or horizonStart/horizonEnd) missing, not ordered, or spanning more than MAX_QUERY_SPAN_DAYS. */
    rangeInvalid: 'schedule.request.range_invalid',
    /** A sector manager changing the consultation duration of a doctor who also works in another manager's sector. */
    doctorShared: 'schedule.profile.doctor.shared',
  },
  scheduleAvailability: {
    unauthorized: 'schedule.availability.unauthorized',
    ownerMissing: 'schedule.availability.owner_missing',
    /** 'Veuillez choisir un créneau par tranche de 10 minutes uniquements' */
    tenMinuteSteps: 'schedule.availability.ten_minute_steps',
    /** 'Veuillez choisir une plage d'horaires valide' */
    invalidRange: 'schedule.availability.invalid_range',
    defaultOverlap: 'schedule.availability.default_overlap',
    slotMissing: 'schedule.availability.slot_missing',
    /** A sector manager changing the availability of a doctor who also works in another manager's sector. */
    doctorShared: 'schedule.availability.doctor_shared',
  },
  scheduleAppointments: {
    missing: 'schedule.appointment.missing',
    unauthorized: 'schedule.appointment.unauthorized',
    doctorConflict: 'schedule.appointment.doctor_conflict',
    roomConflict: 'schedule.appointment.room_conflict',
    doctorUnavailable: 'schedule.appointment.doctor_unavailable',
    roomUnavailable: 'schedule.appointment.room_unavailable',
    roomDisabled: 'schedule.appointment.room_disabled',
    sectorClosed: 'schedule.appointment.sector_closed',
    roomNotInSector: 'schedule.appointment.room_not_in_sector',
    doctorNotInSector: 'schedule.appointment.doctor_not_in_sector',
    patientUnknown: 'schedule.appointment.patient_unknown',
    /** 'Vous ne pouvez pas déplacer un rendez-vous dans le passé' */
    startInPast: 'schedule.appointment.start_in_past',
    /** 'Vous ne pouvez pas modifier un rendez-vous déjà passé' */
    alreadyPast: 'schedule.appointment.already_past',
    misaligned: 'schedule.appointment.misaligned',
    commentTooLong: 'schedule.appointment.comment_too_long',
    cancelMotiveMissing: 'schedule.appointment.cancel_motive_missing',
    alreadyCanceled: 'schedule.appointment.already_canceled',
    alreadyDeleted: 'schedule.appointment.already_deleted',
    paymentFailed: 'schedule.appointment.payment_failed',
    /** A start later than the bookable horizon (one month from now). */
    beyondHorizon: 'schedule.appointment.beyond_horizon',
    /** The patient already has a live appointment whose consultation overlaps this one. */
    patientConflict: 'schedule.appointment.patient_conflict',
    /** An Idempotency-Key header sent again with another request. */
    idempotencyKeyReused: 'schedule.appointment.idempotency_key_reused',
  },
  scheduleTimelines: {
    unauthorized: 'schedule.timeline.unauthorized',
  },
  scheduleExports: {
    unauthorized: 'schedule.export.unauthorized',
    feedMissing: 'schedule.calendar_feed.missing',
  },
  scheduleEvaluations: {
    /** The survey link names no known token (mistyped, or never issued). */
    unknownToken: 'schedule.evaluation.unknown_token',
    /** The appointment's survey was already answered (with this link or another one of it). */
    used: 'schedule.evaluation.used',
    /** The link is older than its validity (docs/constants.md#satisfaction-survey). */
    expired: 'schedule.evaluation.expired',
    /** The appointment was canceled (or deleted): there is nothing to evaluate. */
    canceledAppointment: 'schedule.evaluation.canceled_appointment',
    /** Not all seven answers were given. */
    incomplete: 'schedule.evaluation.incomplete',
    /** An answer that is not a whole number from 0 to 4. */
    answerInvalid: 'schedule.evaluation.answer_invalid',
  },
  indicators: {
    /** A doctor's statistics asked by someone who may not see that doctor's. */
    unauthorizedDoctor: 'indicators.statistics.unauthorized_doctor',
    /** `global=true` or the global overall statistics, asked by someone other than an admin. */
    unauthorizedGlobal: 'indicators.statistics.unauthorized_global',
    unauthorizedRoom: 'indicators.statistics.unauthorized_room',
    unauthorizedRoomType: 'indicators.statistics.unauthorized_room_type',
    unauthorizedSector: 'indicators.statistics.unauthorized_sector',
    /** A sector manager who manages no sector the service knows of. */
    unknownSectorManager: 'indicators.statistics.unknown_sector_manager',
    /** An unknown IANA zone name. */
    zoneInvalid: 'indicators.request.zone_invalid',
    /** `from` not before `to`, or before the first day statistics cover. */
    rangeInvalid: 'indicators.request.range_invalid',
    /** A rebuild of the read model is already running. */
    rebuildRunning: 'indicators.read_model.rebuild_running',
  },
  logger: {
    /** `from` not before `to`. */
    rangeInvalid: 'logger.request.range_invalid',
    /** An appointment's or a person's history asked by someone who may not read that appointment or person. */
    auditUnauthorized: 'logger.audit.unauthorized',
    /** No bug tracker is configured yet (the super admin sets it on the bug viewer). */
    trackerNotConfigured: 'logger.bugs.tracker_not_configured',
    /** The configured tracker did not answer in time, refused the token or answered something unreadable. */
    trackerUnavailable: 'logger.bugs.tracker_unavailable',
    /** The tracker knows no such issue. */
    issueNotFound: 'logger.bugs.issue_not_found',
    /** The tracker URL is not an http(s) URL. */
    trackerUrlInvalid: 'logger.bugs.tracker_url_invalid',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type MessageCode = Leaves<typeof MessageCodes>;

export const ALL_MESSAGE_CODES: readonly MessageCode[] = Object.values(MessageCodes).flatMap(
  (area) => Object.values(area) as MessageCode[],
);
