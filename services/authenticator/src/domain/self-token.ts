import type { ServiceTokenSource } from '@teleplan/kit/http/service-client';
import type { AccessTokens } from './access-tokens.ts';
import type { Clock } from '@teleplan/kit/clock';

/** The SERVICE identity the authenticator uses towards accounts. */
export const SELF_CLIENT_ID = 'authenticator';

/**
 * Service tokens the authenticator signs for itself (no client-credentials round trip to itself), reused
 * until shortly before they expire.
 */
export function selfServiceTokens(tokens: AccessTokens, now: Clock): ServiceTokenSource {
  let cached: { token: string; until: number } | undefined;
  return {
    async token() {
      const at = now().getTime();
      if (cached && cached.until > at) return cached.token;
      const issued = await tokens.issue({
        sub: `service:${SELF_CLIENT_ID}`,
        role: 'SERVICE',
        authorities: [],
      });
      cached = { token: issued.token, until: at + Math.max(0, issued.expiresIn - 30) * 1000 };
      return issued.token;
    },
  };
}
