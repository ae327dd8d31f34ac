import { Type, type Static } from 'typebox';
import { RoleSchema } from './roles.ts';

const Email = Type.String({ format: 'email', maxLength: 254 });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Phone = Type.String({ maxLength: 32 });
const Zone = Type.String({ minLength: 1, maxLength: 64 });
export const SexSchema = Type.Union([Type.Literal('M'), Type.Literal('F')]);
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
