import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { TokenErrorSchema, TokenRequestSchema, TokenResponseSchema } from '@teleplan/proto/auth';
import { ErrorBodySchema } from '@teleplan/proto/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { toErrorReply } from '@teleplan/kit/error-handler';
import type { AuthenticatorContext } from '../domain/context.ts';
import { authenticateClient } from '../domain/client-authentication.ts';
import { clientCredentialsGrant } from '../domain/client-credentials-grant.ts';
import { GrantError, grantErrors, type OAuthError } from '../domain/grant-error.ts';
import { passwordGrant } from '../domain/password-grant.ts';
import { refreshGrant } from '../domain/refresh-grant.ts';
import type { GrantResult } from '../domain/token-response.ts';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './refresh-cookie.ts';

/**
 * The proto request with a free grant_type, so an unknown grant gets its own messageCode, and `client_id` optional:
 * a client may authenticate with HTTP Basic instead.
 */
const TokenFormSchema = Type.Object({
  ...TokenRequestSchema.properties,
  grant_type: Type.String({ minLength: 1, maxLength: 50 }),
  client_id: Type.Optional(TokenRequestSchema.properties.client_id),
});

const TokenFailureSchema = Type.Object({
  ...TokenErrorSchema.properties,
  errors: ErrorBodySchema.properties.errors,
});

/** Failures after which the SPA's cookie is worthless and is cleared. */
const ENDED_SESSION: readonly string[] = [
  MessageCodes.authenticator.invalidRefresh,
  MessageCodes.authenticator.refreshReused,
  MessageCodes.authenticator.disabled,
];

function oauthErrorOf(status: number): OAuthError | 'temporarily_unavailable' | 'server_error' {
  if (status === 401) return 'invalid_client';
  if (status === 503) return 'temporarily_unavailable';
  return status < 500 ? 'invalid_request' : 'server_error';
}

/** Token answers, granted or refused, are never stored by a cache (RFC 6749 5.1; Pragma for HTTP/1.0 caches). */
function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/** Writes every failure of the token endpoint in the OAuth shape the login screen reads, plus the messageCode. */
function sendTokenError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorReply(error);
  noStore(reply);
  if (headers) reply.headers(headers);
  // A client that tried HTTP Basic is told which scheme to retry with (RFC 6749 5.2).
  if (status === 401 && /^Basic\b/i.test(request.headers.authorization ?? ''))
    reply.header('www-authenticate', 'Basic realm="teleplan", charset="UTF-8"');
  if (status >= 500) request.log.error({ err: error }, 'token request failed');
  else request.log.info({ messageCode: body.messageCode }, 'token refused');
  const grant = error instanceof GrantError ? error : undefined;
  if (grant?.retryAfterSeconds !== undefined) reply.header('retry-after', String(grant.retryAfterSeconds));
  return reply.status(status).send({
    error: grant?.oauthError ?? oauthErrorOf(status),
    error_description: body.message,
    ...(grant?.remainingAttempt !== undefined ? { remaining_attempt: grant.remainingAttempt } : {}),
    ...body,
  });
}

function grant(
  ctx: AuthenticatorContext,
  form: Static<typeof TokenFormSchema>,
  request: FastifyRequest,
): Promise<GrantResult> {
  const client = authenticateClient(ctx.clients, request.headers.authorization, form);
  switch (form.grant_type) {
    case 'password':
      return passwordGrant(ctx, {
        username: form.username,
        password: form.password,
        clientId: client.id,
      });
    case 'refresh_token':
      return refreshGrant(ctx, {
        refreshToken: presentedRefreshToken(request).token,
        clientId: client.id,
      });
    case 'client_credentials':
      return clientCredentialsGrant(ctx, client);
    default:
      throw grantErrors.unsupportedGrant();
  }
}

export const tokenRoutes: FastifyPluginAsyncTypebox<{ ctx: AuthenticatorContext }> = async (app, { ctx }) => {
  app.post(
    '/token',
    {
      bodyLimit: 16 * 1024,
      errorHandler: sendTokenError,
      schema: {
        summary: 'Token endpoint: password, refresh_token and client_credentials grants (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenFormSchema,
        response: {
          200: TokenResponseSchema,
          400: TokenFailureSchema,
          401: TokenFailureSchema,
          429: TokenFailureSchema,
          503: TokenFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const form = request.body;
      try {
        // Counted on this route, as Fastify routed it, whatever spelling of the path reached it.
        await ctx.throttle.admit(form.grant_type, request.ip);
        const result = await grant(ctx, form, request);
        if (result.refreshCookie)
          setRefreshCookie(reply, result.refreshCookie, ctx.sessions.ttlSeconds, ctx.secureCookie);
        return noStore(reply).send(result.body);
      } catch (error) {
        if (
          form.grant_type === 'refresh_token' &&
          error instanceof GrantError &&
          ENDED_SESSION.includes(error.messageCode) &&
          presentedRefreshToken(request).fromCookie
        ) {
          clearRefreshCookie(reply, ctx.secureCookie);
        }
        throw error;
      }
    },
  );
};
