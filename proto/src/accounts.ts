import { Type, type Static } from 'typebox';
import { RoleSchema } from './roles.ts';
import { SingleLineText } from './text.ts';

const Email = Type.String({ format: 'email', maxLength: 254 });
/** A person's first or last name: one line, no control character (it goes into mails and calendar feeds). */
const Name = SingleLineText({ maxLength: 100 });
const Phone = Type.String({ maxLength: 32 });
const Zone = Type.String({ minLength: 1, maxLength: 64 });
export const SexSchema = Type.Union([Type.Literal('M'), Type.Literal('F')]);
/** The language of a person's mails and SMS: French by default. */
export const LanguageSchema = Type.Union([Type.Literal('fr'), Type.Literal('en')]);
export type Language = Static<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'fr';
/**
 * A language in a create or update body: any short string, so that accounts answers one other than
 * `LanguageSchema`'s with its own code (400 accounts.profile.unknown_language) rather than a generic schema error.
 */
const LanguageField = Type.String({ description: "'fr' or 'en'" });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const AccountSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  enabled: Type.Boolean(),
  grantedRoles: Type.Array(RoleSchema),
  preferredRole: Nullable(RoleSchema),
  email: Email,
});
export type Account = Static<typeof AccountSchema>;

export const ProfileSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  telephoneNumber: Nullable(Type.String()),
  sex: Nullable(SexSchema),
  zone: Type.String(),
  staff: Type.Boolean(),
  /** Always written by accounts; absent only from events written before profiles had a language (read 'fr'). */
  language: Type.Optional(LanguageSchema),
  audit: Type.Object({ createdDate: Type.Integer({ description: 'epoch seconds' }) }),
  accountId: Nullable(Type.String({ format: 'uuid' })),
});
export type Profile = Static<typeof ProfileSchema>;

/** A composite user record: profile plus its account (absent for a profile without account). */
export const CompositeProfileSchema = Type.Object({
  profile: ProfileSchema,
  account: Nullable(AccountSchema),
});
export type CompositeProfile = Static<typeof CompositeProfileSchema>;

export const CreateStaffBodySchema = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    email: Email,
    telephoneNumber: Phone,
    sex: SexSchema,
    zone: Type.Optional(Zone),
    staff: Type.Optional(Type.Boolean()),
    roles: Type.Array(RoleSchema, { minItems: 1, maxItems: 7 }),
    preferredRole: Type.Optional(Nullable(RoleSchema)),
    language: Type.Optional(LanguageField),
  },
  { additionalProperties: false },
);
export type CreateStaffBody = Static<typeof CreateStaffBodySchema>;

export const CreatePatientBodySchema = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    email: Type.Optional(Nullable(Email)),
    telephoneNumber: Type.Optional(Nullable(Phone)),
    sex: SexSchema,
    zone: Type.Optional(Zone),
    language: Type.Optional(LanguageField),
  },
  { additionalProperties: false },
);
export type CreatePatientBody = Static<typeof CreatePatientBodySchema>;

/** PATCH profile/{id}: profile fields and/or account fields (e.g. preferredRole). */
export const PatchProfileBodySchema = Type.Object(
  {
    firstName: Type.Optional(Name),
    lastName: Type.Optional(Name),
    email: Type.Optional(Nullable(Email)),
    telephoneNumber: Type.Optional(Nullable(Phone)),
    sex: Type.Optional(SexSchema),
    zone: Type.Optional(Zone),
    language: Type.Optional(LanguageField),
    preferredRole: Type.Optional(Nullable(RoleSchema)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchProfileBody = Static<typeof PatchProfileBodySchema>;

/** Update own account: oldPassword, account (email, preferredRole, password), profile (telephoneNumber). */
export const UpdateOwnAccountBodySchema = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: 200 }),
    account: Type.Object(
      {
        email: Email,
        preferredRole: RoleSchema,
        password: Type.Optional(Type.String({ maxLength: 200 })),
      },
      { additionalProperties: false },
    ),
    profile: Type.Object({ telephoneNumber: Phone }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type UpdateOwnAccountBody = Static<typeof UpdateOwnAccountBodySchema>;

export const PasswordTokenBodySchema = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: 200 }),
    token: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type PasswordTokenBody = Static<typeof PasswordTokenBodySchema>;

export const RequestResetPasswordBodySchema = Type.Object(
  {
    email: Email,
    captcha: Type.String({ minLength: 1, maxLength: 4000, description: 'ALTCHA payload (base64)' }),
  },
  { additionalProperties: false },
);
export type RequestResetPasswordBody = Static<typeof RequestResetPasswordBodySchema>;

/** Internal: the authenticator asks accounts to check a password. */
export const VerifyCredentialsBodySchema = Type.Object(
  { email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export const VerifyCredentialsReplySchema = Type.Object({
  valid: Type.Boolean(),
  account: Type.Optional(AccountSchema),
});
export type VerifyCredentialsReply = Static<typeof VerifyCredentialsReplySchema>;

/** POST initialize-password: the first-connection link's token, the chosen password and the terms acceptance. */
export const InitializePasswordBodySchema = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: 200 }),
    token: Type.String({ minLength: 1, maxLength: 200 }),
    termsAccepted: Type.Boolean({ description: 'must be true: the person accepts the terms of use (CGU)' }),
  },
  { additionalProperties: false },
);
export type InitializePasswordBody = Static<typeof InitializePasswordBodySchema>;

/** The answer of request-reset-password, identical whether or not the email belongs to an account. */
export const RequestResetPasswordReplySchema = Type.Object({ status: Type.Literal('ACCEPTED') });
export type RequestResetPasswordReply = Static<typeof RequestResetPasswordReplySchema>;

/** An ALTCHA (altcha-lib 2.x) proof-of-work challenge; the client posts base64(JSON({ challenge, solution })). */
export const CaptchaChallengeSchema = Type.Object(
  {
    parameters: Type.Object({}, { additionalProperties: true }),
    signature: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type CaptchaChallenge = Static<typeof CaptchaChallengeSchema>;

const Uuid = Type.String({ format: 'uuid' });

export const IdParamsSchema = Type.Object({ id: Uuid }, { additionalProperties: false });
export type IdParams = Static<typeof IdParamsSchema>;

export const RoleParamsSchema = Type.Object({ id: Uuid, role: RoleSchema }, { additionalProperties: false });
export type RoleParams = Static<typeof RoleParamsSchema>;

const PageSize = Type.Integer({ minimum: 1, maximum: 999 });
const PageNumber = Type.Integer({ minimum: 0, maximum: 100_000 });
const SortList = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 5 });

/** GET profiles: filters (all optional, combined with AND), paged. `name` matches last or first name. */
export const ProfilesQuerySchema = Type.Object(
  {
    ids: Type.Optional(Type.Array(Uuid, { maxItems: 200 })),
    email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    staff: Type.Optional(Type.Boolean()),
    role: Type.Optional(RoleSchema),
    size: Type.Optional(PageSize),
    page: Type.Optional(PageNumber),
    sort: Type.Optional(SortList),
  },
  { additionalProperties: false },
);
export type ProfilesQuery = Static<typeof ProfilesQuerySchema>;

/** GET by-query: Spring-style paging plus an RSQL `query` over whitelisted fields. */
export const ByQueryQuerySchema = Type.Object(
  {
    query: Type.Optional(Type.String({ maxLength: 2000 })),
    size: Type.Optional(PageSize),
    page: Type.Optional(PageNumber),
    sort: Type.Optional(SortList),
  },
  { additionalProperties: false },
);
export type ByQueryQuery = Static<typeof ByQueryQuerySchema>;

/** The column sets of `GET by-query/export`: the users list's (default) or the patients list's. */
export const ExportColumnsSchema = Type.Union([Type.Literal('users'), Type.Literal('patients')]);
export type ExportColumns = Static<typeof ExportColumnsSchema>;

/**
 * GET by-query/export: the whole filtered list as CSV (no paging), same `query` and `sort` as by-query;
 * `zone` (IANA, default Europe/Paris) is the time zone of the creation dates.
 */
export const ProfilesExportQuerySchema = Type.Object(
  {
    query: Type.Optional(Type.String({ maxLength: 2000 })),
    sort: Type.Optional(SortList),
    columns: Type.Optional(ExportColumnsSchema),
    zone: Type.Optional(Zone),
  },
  { additionalProperties: false },
);
export type ProfilesExportQuery = Static<typeof ProfilesExportQuerySchema>;

/** GET staffs/composite-profiles: every staff member, or only `ids`. */
export const CompositeProfilesQuerySchema = Type.Object(
  { ids: Type.Optional(Type.Array(Uuid, { maxItems: 200 })) },
  { additionalProperties: false },
);
export type CompositeProfilesQuery = Static<typeof CompositeProfilesQuerySchema>;

/** GET doctors: the doctors linked to any of `sectorIds` (repeated key). */
export const DoctorsBySectorsQuerySchema = Type.Object(
  { sectorIds: Type.Array(Uuid, { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
);
export type DoctorsBySectorsQuery = Static<typeof DoctorsBySectorsQuerySchema>;

export const SectorDoctorSchema = Type.Object({ profile: ProfileSchema, sectorIds: Type.Array(Uuid) });
export type SectorDoctor = Static<typeof SectorDoctorSchema>;

/** How many staff accounts `GET staff-search` answers at most. */
export const STAFF_SEARCH_LIMIT = 5;

/** GET staff-search: `q` (3 characters at least once trimmed) is part of an email, a first, last or full name. */
export const StaffSearchQuerySchema = Type.Object(
  { q: Type.String({ minLength: 3, maxLength: 100 }) },
  { additionalProperties: false },
);
export type StaffSearchQuery = Static<typeof StaffSearchQuerySchema>;

/** A staff account found by `GET staff-search`: who it is and nothing more. */
export const StaffMatchSchema = Type.Object({
  id: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
});
export type StaffMatch = Static<typeof StaffMatchSchema>;
