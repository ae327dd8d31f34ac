import { Type, type Static } from 'typebox';
import { Instant, Uuid } from './schedule-common.ts';

/**
 * The satisfaction survey a patient answers through a single-use link after an appointment
 * (docs/events.md#catalogue, docs/constants.md#satisfaction-survey).
 */

/** The seven criteria, in the order the form numbers them. */
export const EVALUATION_CRITERIA = [
  'responsiveness',
  'problemResolution',
  'smoothExecution',
  'pleasantReception',
  'pleasantConsultation',
  'nextAppointment',
  'sufficientDocument',
] as const;
export type EvaluationCriterion = (typeof EVALUATION_CRITERIA)[number];

/** Each criterion is answered on 0 (very dissatisfied) to 4 (very satisfied). */
export const EVALUATION_SCALE = { minimum: 0, maximum: 4 } as const;

/** How long a survey link stays usable after it was issued. */
export const EVALUATION_TOKEN_DAYS = 30;

/**
 * A link token: 32 random bytes in base64url (43 characters). Other base64url text is an unknown token (404); any
 * other character is malformed (400).
 */
export const EvaluationTokenSchema = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]+$',
});

export const EvaluationAnswerSchema = Type.Integer(EVALUATION_SCALE);

/** The seven answers, all required. */
export const EvaluationAnswersSchema = Type.Object(
  Object.fromEntries(EVALUATION_CRITERIA.map((criterion) => [criterion, EvaluationAnswerSchema])) as Record<
    EvaluationCriterion,
    typeof EvaluationAnswerSchema
  >,
  { additionalProperties: false },
);
export type EvaluationAnswers = Static<typeof EvaluationAnswersSchema>;

/** `GET` and `POST service-evaluation?token=`. */
export const ServiceEvaluationQuerySchema = Type.Object(
  { token: EvaluationTokenSchema },
  { additionalProperties: false },
);
export type ServiceEvaluationQuery = Static<typeof ServiceEvaluationQuerySchema>;

/**
 * `GET service-evaluation?token=`: the link can be answered (else the refusal `POST` would give). Nothing about
 * the appointment or the patient.
 */
export const ServiceEvaluationStatusSchema = Type.Object({ status: Type.Literal('OPEN') });
export type ServiceEvaluationStatus = Static<typeof ServiceEvaluationStatusSchema>;

/** `POST internal/evaluations/token` (SERVICE tokens): a survey link for an appointment. */
export const EvaluationTokenBodySchema = Type.Object(
  { appointmentId: Uuid },
  { additionalProperties: false },
);
export type EvaluationTokenBody = Static<typeof EvaluationTokenBodySchema>;

/** The token, answered this once (only its hash is kept), and until when it can be answered. */
export const EvaluationTokenIssuedSchema = Type.Object({ token: Type.String(), expiresAt: Instant });
export type EvaluationTokenIssued = Static<typeof EvaluationTokenIssuedSchema>;

/** The page a survey link opens (the token rides in the hash, so no server log sees it). */
export const evaluationLinkPath = (token: string) =>
  `/formulaire-satisfaction#/?token=${encodeURIComponent(token)}`;

/**
 * evaluation.submitted: what statistics need and nothing that names the patient (no patient id, no free text).
 * `room`, `sector` and `doctor` are the appointment's when the answers were stored.
 */
export const EvaluationSubmittedPayloadSchema = Type.Object({
  appointmentId: Uuid,
  room: Uuid,
  sector: Uuid,
  doctor: Uuid,
  answers: EvaluationAnswersSchema,
  submittedAt: Instant,
});
export type EvaluationSubmittedPayload = Static<typeof EvaluationSubmittedPayloadSchema>;
