import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { AppError } from '@teleplan/kit/errors';

export interface RateLimitOptions {
  /** Token requests (logins, refreshes) per client address and minute. */
  tokenPerMinute: number;
  /** Password reset requests and password settings per client address and minute. */
  passwordPerMinute: number;
}

interface Limited extends Rule {
  check: ReturnType<FastifyInstance['createRateLimit']>;
}

/** A POST path and how many such requests a client address may make per minute. */
interface Rule {
  path: RegExp;
  max: number;
}

/**
 * Limits the endpoints worth abusing (login, password reset) per client address, in memory. The client address
 * is `request.ip`, which honours exactly the proxy hops the server was told to trust.
 */
export const rateLimits = fp<RateLimitOptions>(
  async (app, options) => {
    await app.register(rateLimit, { global: false });
    const rules: Rule[] = [
      { path: /^\/api\/authenticator\/token\/?$/, max: options.tokenPerMinute },
      {
        path: /^\/api\/(?:accounts|user-profiles)\/(?:request-reset-password|reset-password|initialize-password)\/?$/,
        max: options.passwordPerMinute,
      },
    ];
    const limited: Limited[] = rules.map((rule) => ({
      ...rule,
      check: app.createRateLimit({ max: rule.max, timeWindow: 60_000 }),
    }));

    const limit = async (request: FastifyRequest, reply: FastifyReply, check: Limited['check']) => {
      const outcome = await check(request);
      if (outcome.isAllowed || !outcome.isExceeded) return;
      reply.header('retry-after', String(outcome.ttlInSeconds));
      throw new AppError(429, MessageCodes.common.rateLimited, 'Too many requests, try again later');
    };
    // Callback style: every request passes here, and most are not POSTs to a limited path.
    app.addHook('onRequest', (request, reply, done) => {
      const rule =
        request.method === 'POST'
          ? limited.find((candidate) => candidate.path.test(request.url.split('?', 1)[0]!))
          : undefined;
      if (!rule) return done();
      limit(request, reply, rule.check).then(() => done(), done);
    });
  },
  { name: 'teleplan-gateway-rate-limits' },
);
