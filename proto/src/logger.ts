import { Type, type Static } from 'typebox';
import { RoleSchema } from './roles.ts';
import { Instant, Uuid } from './schedule-common.ts';

/**
 * The logger service (docs/logs-and-audit.md): the platform's log lines, the audit trail and the bug viewer.
 * Paths, under `logger/`:
 * - `GET logs` (LogQuery) → Page<LogEntry>, `GET logs/{id}` → LogEntry, `GET logs/services` → string[]
 * - `GET audit` (AuditQuery) → Page<AuditEntry>, `GET audit/export` (AuditQuery) → CSV
 * - `GET audit/appointments/{id}` → AuditEntry[] (whoever may read that appointment)
 * - `GET audit/profiles/{id}` → AuditEntry[] (whoever may read that user or patient)
 * and under `bug-hunter/`:
 * - `GET issues` (BugIssuesQuery) → BugIssuePage, `GET issues/{id}` → BugIssue
 * - `GET settings` → BugTrackerSettings, `PUT settings` (BugTrackerSettingsBody) → BugTrackerSettings
 */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

// ---- log lines ----

/** The levels of the log table, most severe first. */
export const LOG_LEVELS = ['SEVERE', 'WARNING', 'INFO', 'CONFIG', 'FINE', 'FINER', 'FINEST'] as const;
// Type.Enum keeps the static type (a Union over a mapped array would type as never).
export const LogLevelSchema = Type.Enum(LOG_LEVELS);
export type LogLevel = Static<typeof LogLevelSchema>;

/** Rows of a log page (the table shows 50). */
export const LOG_PAGE_SIZE = 50;
/** Longest message kept; longer ones are cut with an ellipsis by the shipper. */
export const LOG_MESSAGE_MAX_LENGTH = 2000;

/** One line as a service ships it (in a `log.lines` event) and as the table shows it. */
export const LogLineSchema = Type.Object({
  time: Instant,
  level: LogLevelSchema,
  service: Type.String({ minLength: 1, maxLength: 64 }),
  message: Type.String({ maxLength: LOG_MESSAGE_MAX_LENGTH + 1 }),
  /** The request that wrote it, carried from the gateway through every service; null outside requests. */
  requestId: Nullable(Type.String({ maxLength: 64 })),
  /** The signed-in account the request acted for, if any. */
  accountId: Nullable(Uuid),
  /** The line's other fields (error name and stack, status code, route), never a request body. */
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type LogLine = Static<typeof LogLineSchema>;

/** Event types about logs: a batch of lines from one process (not through the outbox: a line may be dropped). */
export const LoggerEvents = { linesShipped: 'log.lines' } as const;
export const LogLinesPayloadSchema = Type.Object({ lines: Type.Array(LogLineSchema, { maxItems: 1000 }) });
export type LogLinesPayload = Static<typeof LogLinesPayloadSchema>;

export const LogEntrySchema = Type.Object({ id: Type.String(), ...LogLineSchema.properties });
export type LogEntry = Static<typeof LogEntrySchema>;

export const LogQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: LOG_PAGE_SIZE })),
    services: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20 })),
    levels: Type.Optional(Type.Array(LogLevelSchema, { maxItems: LOG_LEVELS.length })),
    from: Type.Optional(Instant),
    to: Type.Optional(Instant),
    /** Words the message must contain (case and accents ignored). */
    text: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    requestId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type LogQuery = Static<typeof LogQuerySchema>;

// ---- audit trail ----

/** What an audit entry is about. */
export const AuditSubjectSchema = Type.Union([
  Type.Literal('APPOINTMENT'),
  Type.Literal('PROFILE'),
  Type.Literal('ROOM'),
  Type.Literal('SECTOR'),
  Type.Literal('ROOM_TYPE'),
  Type.Literal('LICENCE'),
]);
export type AuditSubject = Static<typeof AuditSubjectSchema>;

/** One changed field: its name (e.g. `startTime`, `room`, `doctor`, `paid`, `roles`) and its values as text. */
export const AuditChangeSchema = Type.Object({
  field: Type.String(),
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
});
export type AuditChange = Static<typeof AuditChangeSchema>;

export const AuditActorSchema = Type.Object({
  accountId: Uuid,
  role: Nullable(RoleSchema),
  /** The account's name as the logger knows it now; null when it never learnt it. */
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
});
export type AuditActor = Static<typeof AuditActorSchema>;

/**
 * One recorded action, from the domain event that announced it (its id is the entry's id: an event delivered
 * twice is recorded once). Never holds health data or message bodies.
 */
export const AuditEntrySchema = Type.Object({
  id: Uuid,
  occurredAt: Instant,
  /** The event type, e.g. `appointment.booked`, `account.roles-changed`. */
  action: Type.String(),
  subjectType: AuditSubjectSchema,
  subjectId: Uuid,
  /** Null when no person acted (a job, another service). */
  actor: Nullable(AuditActorSchema),
  changes: Type.Array(AuditChangeSchema),
  /** The request that made it, to find its lines in the log table. */
  requestId: Nullable(Type.String()),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: LOG_PAGE_SIZE })),
    subjectType: Type.Optional(AuditSubjectSchema),
    subjectId: Type.Optional(Uuid),
    actorId: Type.Optional(Uuid),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    from: Type.Optional(Instant),
    to: Type.Optional(Instant),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuerySchema>;

export const AuditIdParamsSchema = Type.Object({ id: Uuid });

// ---- bug viewer ----

export const BugLabelSchema = Type.Object({ name: Type.String(), label: Type.String() });
export const BugAttachmentSchema = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  /** Bytes; shown in Ko below 1e6, otherwise Mo. */
  size: Type.Integer({ minimum: 0 }),
});
export const BugNoteSchema = Type.Object({
  id: Type.Integer(),
  reporter: Type.String(),
  text: Type.String(),
  createdAt: Instant,
  attachments: Type.Array(BugAttachmentSchema),
});
export const BugIssueSummarySchema = Type.Object({
  id: Type.Integer(),
  summary: Type.String(),
  createdAt: Instant,
  status: BugLabelSchema,
  severity: BugLabelSchema,
});
export type BugIssueSummary = Static<typeof BugIssueSummarySchema>;
export const BugIssueSchema = Type.Object({
  ...BugIssueSummarySchema.properties,
  description: Type.String(),
  category: Type.String(),
  resolution: BugLabelSchema,
  priority: BugLabelSchema,
  reproducibility: BugLabelSchema,
  attachments: Type.Array(BugAttachmentSchema),
  notes: Type.Array(BugNoteSchema),
});
export type BugIssue = Static<typeof BugIssueSchema>;
export const BugIssuesQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: LOG_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export const BugIssuePageSchema = Type.Object({
  issues: Type.Array(BugIssueSummarySchema),
  page: Type.Integer(),
});
export type BugIssuePage = Static<typeof BugIssuePageSchema>;
export const BugIssueParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** The tracker the super admin configured; the token is never returned, only whether one is set. */
export const BugTrackerSettingsSchema = Type.Object({
  url: Nullable(Type.String()),
  projectId: Nullable(Type.Integer()),
  tokenSet: Type.Boolean(),
});
export type BugTrackerSettings = Static<typeof BugTrackerSettingsSchema>;
export const BugTrackerSettingsBodySchema = Type.Object(
  {
    /** The tracker's base URL (http or https), e.g. `https://bugs.example.org`; `api/rest/issues` is appended. */
    url: Type.String({ minLength: 1, maxLength: 500 }),
    projectId: Type.Integer({ minimum: 1 }),
    /** Omitted: the token kept so far stays. Visible ASCII only: it is sent as an HTTP header. */
    token: Type.Optional(Type.String({ minLength: 1, maxLength: 500, pattern: '^[\\x21-\\x7E]+$' })),
  },
  { additionalProperties: false },
);
export type BugTrackerSettingsBody = Static<typeof BugTrackerSettingsBodySchema>;
