import { Type, type Static } from 'typebox';

/**
 * Contracts of the notification service: notification preferences per profile, mail and SMS configuration,
 * room mail parameters (docs/screens.md#forms). Texts are checked by the service for blanks and formats
 * (its own codes: `notification.*`), so the schemas here only bound types and sizes.
 */

export const ProfileIdParamsSchema = Type.Object({ profileId: Type.String({ format: 'uuid' }) });
export type ProfileIdParams = Static<typeof ProfileIdParamsSchema>;

/** Body of add- and update-notifications-parameters. */
export const NotificationPreferencesBodySchema = Type.Object(
  { acceptingEmail: Type.Boolean(), acceptingSms: Type.Boolean() },
  { additionalProperties: false },
);
export type NotificationPreferencesBody = Static<typeof NotificationPreferencesBodySchema>;

export const NotificationPreferencesSchema = Type.Object({
  profileId: Type.String({ format: 'uuid' }),
  acceptingEmail: Type.Boolean(),
  acceptingSms: Type.Boolean(),
});
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;

/**
 * PATCH /mail/config. Every field may be left out to keep its saved value; host, port, username and mailFrom
 * must be set once saved (required by the form). `port` is the form's text (digits only). An empty or
 * absent password keeps the saved one.
 */
export const PatchMailConfigBodySchema = Type.Object(
  {
    host: Type.Optional(Type.String({ maxLength: 253 })),
    port: Type.Optional(Type.String({ maxLength: 10 })),
    tls: Type.Optional(Type.Boolean()),
    username: Type.Optional(Type.String({ maxLength: 254 })),
    password: Type.Optional(Type.String({ maxLength: 500 })),
    mailFrom: Type.Optional(Type.String({ maxLength: 254 })),
  },
  { additionalProperties: false },
);
export type PatchMailConfigBody = Static<typeof PatchMailConfigBodySchema>;

/** The saved mail configuration; the password is never sent back, only whether one is saved. */
export const MailConfigSchema = Type.Object({
  configured: Type.Boolean({ description: 'false until the first PATCH; the fields are then empty' }),
  host: Type.String(),
  port: Type.String(),
  tls: Type.Boolean(),
  username: Type.String(),
  mailFrom: Type.String(),
  passwordSet: Type.Boolean(),
});
export type MailConfig = Static<typeof MailConfigSchema>;

/** PATCH /sms/config: an empty or absent access token keeps the saved one. */
export const PatchSmsConfigBodySchema = Type.Object(
  {
    accessToken: Type.Optional(Type.String({ maxLength: 1000 })),
    smsAuthor: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type PatchSmsConfigBody = Static<typeof PatchSmsConfigBodySchema>;

/** The saved SMS configuration; the access token is never sent back, only whether one is saved. */
export const SmsConfigSchema = Type.Object({
  configured: Type.Boolean(),
  smsAuthor: Type.String(),
  accessTokenSet: Type.Boolean(),
});
export type SmsConfig = Static<typeof SmsConfigSchema>;

/** POST /mail/config/test: sends a test mail with the saved configuration. */
export const TestMailBodySchema = Type.Object(
  { to: Type.String({ maxLength: 254 }) },
  { additionalProperties: false },
);
export type TestMailBody = Static<typeof TestMailBodySchema>;

export const TestMailReplySchema = Type.Object({
  delivered: Type.Literal(true),
  /** The SMTP server's last answer, e.g. `250 OK: message queued`. */
  response: Type.String(),
});
export type TestMailReply = Static<typeof TestMailReplySchema>;

/**
 * The room id as the path gives it; its format is checked by the service so that a malformed id
 * answers `notification.mail_parameters.invalid_room_id`.
 */
export const RoomIdParamsSchema = Type.Object({ roomId: Type.String({ maxLength: 100 }) });
export type RoomIdParams = Static<typeof RoomIdParamsSchema>;

const Subject = Type.String({ maxLength: 1000 });
/** HTML as typed in the room's form; stored as given, sanitised when a mail is built from it. */
const ContentHtml = Type.String({ maxLength: 100_000 });

export const RoomMailParametersSchema = Type.Object({
  roomId: Type.String({ format: 'uuid' }),
  activeSendCustomPostAppointMail: Type.Boolean(),
  customPostAppointMailSubject: Type.String(),
  customPostAppointMailContentHTML: Type.String(),
});
export type RoomMailParameters = Static<typeof RoomMailParametersSchema>;

/** POST notifications/rooms/{roomId}/mail-parameters: the three fields. */
export const CreateRoomMailParametersBodySchema = Type.Object(
  {
    activeSendCustomPostAppointMail: Type.Boolean(),
    customPostAppointMailSubject: Subject,
    customPostAppointMailContentHTML: ContentHtml,
  },
  { additionalProperties: false },
);
export type CreateRoomMailParametersBody = Static<typeof CreateRoomMailParametersBodySchema>;

/** PATCH notifications/rooms/{roomId}/mail-parameters: any of the three fields. */
export const PatchRoomMailParametersBodySchema = Type.Object(
  {
    activeSendCustomPostAppointMail: Type.Optional(Type.Boolean()),
    customPostAppointMailSubject: Type.Optional(Subject),
    customPostAppointMailContentHTML: Type.Optional(ContentHtml),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchRoomMailParametersBody = Static<typeof PatchRoomMailParametersBodySchema>;
