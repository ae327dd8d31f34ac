import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { AppError } from '@teleplan/kit/errors';
import { policyPath } from './path-policy.ts';

export interface RateLimitOptions {
  /**
   * Requests to the token endpoint, every grant, per client address and minute: a flood guard far above what a
   * shared office sends. Sign-in throttling proper (per identifier, per address, refreshes apart) is the
   * authenticator's, which reads the grant type.
   */
  tokenPerMinute: number;
  /** Password reset requests (each sends a mail) per client address and minute. */
  passwordPerMinute: number;
  /**
   * Password settings from a mailed link (reset, first activation) per client address and minute: an office
   * activating its new staff at once must get through, and the link's single-use token is the real protection.
   */
  passwordLinkPerMinute: number;
  /**
   * Reads and submits of a satisfaction survey link per client address and minute: a patient needs two; the link's
   * 256-bit token is the protection, the limit keeps a flood of guesses off the database.
   */
  evaluationPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  tokenPerMinute: 1200,
  passwordPerMinute: 5,
  passwordLinkPerMinute: 30,
  evaluationPerMinute: 30,
};

const RESET_REQUEST_ENDPOINTS = ['request-reset-password'];
const PASSWORD_LINK_ENDPOINTS = ['reset-password', 'initialize-password'];
/** The accounts service answers under both base paths: one budget for the two. */
const ACCOUNTS_BASES = ['accounts', 'user-profiles'];
/** The survey's public endpoint, limited for its GET (is the link usable) as for its POST. */
const EVALUATION_PATH = '/api/schedule/service-evaluation';

/** GET only reaches a limited path for the survey; the others answer no GET. */
const LIMITED_METHODS = new Set(['POST', 'GET']);

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Limits the endpoints worth abusing (token, password reset, survey links) per client address, in memory. A request is matched on
 * its canonical path (the server routes and forwards that same form, see `canonical-url.ts`), so no spelling of
 * a path reaches its endpoint uncounted. The client address is `request.ip`, which honours exactly the proxy hops
 * the server was told to trust.
 */
export const rateLimits = fp<RateLimitOptions>(
  async (app, options) => {
    await app.register(rateLimit, { global: false });
    const minute = (max: number) => app.createRateLimit({ max, timeWindow: 60_000 });
    const token = minute(options.tokenPerMinute);
    const checks = new Map<string, Check>([['/api/authenticator/token', token]]);
    const limitEndpoints = (endpoints: string[], check: Check) => {
      for (const base of ACCOUNTS_BASES)
        for (const endpoint of endpoints) checks.set(`/api/${base}/${endpoint}`, check);
    };
    limitEndpoints(RESET_REQUEST_ENDPOINTS, minute(options.passwordPerMinute));
    limitEndpoints(PASSWORD_LINK_ENDPOINTS, minute(options.passwordLinkPerMinute));
    checks.set(EVALUATION_PATH, minute(options.evaluationPerMinute));

    const limit = async (request: FastifyRequest, reply: FastifyReply, check: Check) => {
      const outcome = await check(request);
      if (outcome.isAllowed || !outcome.isExceeded) return;
      reply.header('retry-after', String(outcome.ttlInSeconds));
      throw new AppError(429, MessageCodes.common.rateLimited, 'Too many requests, try again later');
    };
    // Callback style: every request passes here, and most are not for a limited path.
    app.addHook('onRequest', (request, reply, done) => {
      const check = LIMITED_METHODS.has(request.method) ? checks.get(policyPath(request.url)) : undefined;
      if (!check) return done();
      limit(request, reply, check).then(() => done(), done);
    });
  },
  { name: 'teleplan-gateway-rate-limits' },
);
