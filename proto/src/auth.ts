import { Type, type Static } from 'typebox';
import { RoleSchema } from './roles.ts';

/** The fixed client id of the SPA. */
export const WEB_CLIENT_ID = 'teleplan-web';
export const REFRESH_COOKIE = 'teleplan_refresh';

export const TokenRequestSchema = Type.Object({
  grant_type: Type.Union([
    Type.Literal('password'),
    Type.Literal('refresh_token'),
    Type.Literal('client_credentials'),
  ]),
  client_id: Type.String({ minLength: 1, maxLength: 100 }),
  client_secret: Type.Optional(Type.String({ maxLength: 200 })),
  username: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type TokenRequest = Static<typeof TokenRequestSchema>;

export const TokenResponseSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.Optional(Type.String()),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
});
export type TokenResponse = Static<typeof TokenResponseSchema>;

/** OAuth-style failure of the token endpoint (login screen reads these fields). */
export const TokenErrorSchema = Type.Object({
  error: Type.String(),
  error_description: Type.String(),
  remaining_attempt: Type.Optional(Type.Integer()),
  messageCode: Type.String(),
  message: Type.String(),
});
export type TokenError = Static<typeof TokenErrorSchema>;
export const LOCKED_DESCRIPTION = 'User account is locked';

/** Claims of an access token. `role` is the current role, `authorities` every granted role. */
export const AccessClaimsSchema = Type.Object({
  sub: Type.String(),
  role: Type.Union([RoleSchema, Type.Literal('SERVICE')]),
  authorities: Type.Array(Type.String()),
  exp: Type.Integer(),
  /** When it was issued (epoch seconds). */
  iat: Type.Optional(Type.Integer()),
  /** The sign-in session (refresh family) the token was issued in; absent for service clients. */
  sid: Type.Optional(Type.String()),
});
export type AccessClaims = Static<typeof AccessClaimsSchema>;

export const CheckTokenResponseSchema = Type.Object({
  active: Type.Boolean(),
  sub: Type.Optional(Type.String()),
  role: Type.Optional(Type.String()),
  authorities: Type.Optional(Type.Array(Type.String())),
  exp: Type.Optional(Type.Integer()),
});
export type CheckTokenResponse = Static<typeof CheckTokenResponseSchema>;
