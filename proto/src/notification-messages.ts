import { Type, type Static } from 'typebox';
import { PageQuerySchema, PageSchema } from './paging.ts';

/**
 * The mails and SMS the notification service sends to patients about their appointments (docs/events.md#patient-messages), and
 * the super admin's view of them. Paths, under `notification/`:
 * - `GET messages` (MessageListQuery) → Page<MessageSummary>, SUPER_ADMIN only
 * - `GET messages/{id}` → MessageDetail (with the text sent), SUPER_ADMIN only
 */

export const MESSAGE_KINDS = [
  'BOOKING_CONFIRMATION',
  'BOOKING_MODIFICATION',
  'BOOKING_CANCELLATION',
  'REMINDER',
  'POST_APPOINTMENT',
  'SATISFACTION',
] as const;
export const MessageKindSchema = Type.Union([
  Type.Literal('BOOKING_CONFIRMATION'),
  Type.Literal('BOOKING_MODIFICATION'),
  Type.Literal('BOOKING_CANCELLATION'),
  Type.Literal('REMINDER'),
  Type.Literal('POST_APPOINTMENT'),
  Type.Literal('SATISFACTION'),
]);
export type MessageKind = Static<typeof MessageKindSchema>;

export const MESSAGE_CHANNELS = ['EMAIL', 'SMS'] as const;
export const MessageChannelSchema = Type.Union([Type.Literal('EMAIL'), Type.Literal('SMS')]);
export type MessageChannel = Static<typeof MessageChannelSchema>;

/** pending: waiting for its time or a retry; skipped: not sent on purpose (stale, preference withdrawn). */
export const MESSAGE_STATUSES = ['PENDING', 'SENT', 'FAILED', 'SKIPPED'] as const;
export const MessageStatusSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('SENT'),
  Type.Literal('FAILED'),
  Type.Literal('SKIPPED'),
]);
export type MessageStatus = Static<typeof MessageStatusSchema>;

export const MessageListQuerySchema = Type.Object(
  {
    // Always newest first: no `sort`.
    size: PageQuerySchema.properties.size,
    page: PageQuerySchema.properties.page,
    status: Type.Optional(MessageStatusSchema),
    channel: Type.Optional(MessageChannelSchema),
    kind: Type.Optional(MessageKindSchema),
    appointmentId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type MessageListQuery = Static<typeof MessageListQuerySchema>;

const Instant = Type.String({ format: 'date-time' });
const NullableInstant = Type.Union([Instant, Type.Null()]);

/** One message as the list shows it: the recipient masked (`j***@d***.fr`, `06 ** ** ** 78`), no text. */
export const MessageSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  appointmentId: Type.String({ format: 'uuid' }),
  kind: MessageKindSchema,
  channel: MessageChannelSchema,
  status: MessageStatusSchema,
  recipient: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer(),
  /** The cause of the last failure or of the skip, in the service's words (no server answer). */
  error: Type.Union([Type.String(), Type.Null()]),
  createdAt: Instant,
  scheduledAt: Instant,
  sentAt: NullableInstant,
  updatedAt: Instant,
});
export type MessageSummary = Static<typeof MessageSummarySchema>;

export const MessagePageSchema = PageSchema(MessageSummarySchema);

export const MessageDetailSchema = Type.Object({
  ...MessageSummarySchema.properties,
  subject: Type.Union([Type.String(), Type.Null()]),
  body: Type.Union([Type.String(), Type.Null()]),
});
export type MessageDetail = Static<typeof MessageDetailSchema>;

export const MessageIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
