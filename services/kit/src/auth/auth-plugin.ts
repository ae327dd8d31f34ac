import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { AccessClaims } from '@teleplan/proto/auth';
import type { Role } from '@teleplan/proto/roles';
import { forbidden, unauthorized } from '../errors.ts';
import type { KeyResolver } from './keys.ts';
import { VerifiedTokens } from './verified-tokens.ts';
import { setRequestActor } from '../request-context.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid access token is required; sets `request.user`. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: a valid access token whose current role is one of `roles`. */
    requireRole: (...roles: (Role | 'SERVICE')[]) => preHandlerAsyncHookHandler;
  }
}

export interface AuthOptions {
  keys: KeyResolver;
  /** Accepted issuer (`iss` claim); tokens from anyone else are refused. */
  issuer: string;
}

const C = MessageCodes.common;

/**
 * A verified token is trusted again for at most a minute: a service's own token (the same for every call it
 * makes) is checked once a minute rather than per call, and a key retired by the authenticator stops
 * verifying within the minute after the JWKS says so.
 */
const VERIFIED_TOKEN_TTL_MS = 60_000;
const VERIFIED_TOKENS_KEPT = 1_000;

/**
 * What a 401 says about how to authenticate (RFC 6750): a bearer token; `error="invalid_token"` added when one
 * was sent but is bad or expired, so a client knows to refresh it rather than to ask for a sign-in.
 */
const CHALLENGE = 'Bearer';

/** Names the token's person in the request's context (events, log lines); a service acts for no one. */
function actingPerson(request: FastifyRequest): void {
  const { sub, role } = request.user;
  if (role !== 'SERVICE') setRequestActor(request, { accountId: sub, role });
}

/** Verifies access tokens (ES256, keys from the authenticator's JWKS) and offers role guards. */
export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    await app.register(fastifyJwt, {
      secret: {
        public: async (_request: FastifyRequest, token: unknown) => {
          const header = (token as { header: { kid?: string; alg: string } }).header;
          return options.keys(header.kid, header.alg);
        },
      },
      decode: { complete: true },
      verify: { algorithms: ['ES256'], allowedIss: options.issuer },
    });

    const verified = new VerifiedTokens({ ttlMs: VERIFIED_TOKEN_TTL_MS, maxEntries: VERIFIED_TOKENS_KEPT });
    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      const presented = request.headers.authorization;
      if (!presented) {
        reply.header('www-authenticate', CHALLENGE);
        throw unauthorized(C.unauthenticated, 'Authentication required');
      }
      const known = verified.claims(presented, Date.now());
      if (known) {
        request.user = known;
        actingPerson(request);
        return;
      }
      try {
        await request.jwtVerify();
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
        reply.header('www-authenticate', `${CHALLENGE} error="invalid_token"`);
        throw unauthorized(
          expired ? C.tokenExpired : C.unauthenticated,
          expired ? 'Token expired' : 'Invalid token',
        );
      }
      verified.remember(presented, request.user, Date.now());
      actingPerson(request);
    };
    app.decorate('authenticate', authenticate);
    app.decorate(
      'requireRole',
      (...roles: (Role | 'SERVICE')[]) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          await authenticate(request, reply);
          if (!roles.includes(request.user.role)) throw forbidden(C.forbidden, 'This role may not do this');
        },
    );
  },
  { name: 'teleplan-auth' },
);
