import type { SharedDispatch } from '../store/shared-state.ts';
import { impersonate, refreshGrant } from '../api/token-client.ts';
import { takeEarlyRefresh } from './early-refresh.ts';
import { decodeClaims } from './jwt-claims.ts';
import { forgetRole, rememberedRole, rememberRole } from './role-memory.ts';
import { sessionCleared, tokenReceived } from './session-slice.ts';

let inFlight: Promise<boolean> | null = null;

async function refreshAndRestoreRole(dispatch: SharedDispatch): Promise<boolean> {
  const refreshed = await (takeEarlyRefresh() ?? refreshGrant());
  if (!refreshed.ok) {
    // Only an answer from the authenticator ends the session; a network failure leaves it as it was.
    if (refreshed.status !== 0) {
      forgetRole();
      dispatch(sessionCleared());
    }
    return false;
  }
  let token = refreshed.token.access_token;
  const claims = decodeClaims(token);
  const wanted = rememberedRole();
  if (claims && wanted && wanted !== claims.role && claims.authorities.includes(wanted)) {
    const switched = await impersonate(token, wanted);
    if (switched.ok) token = switched.token.access_token;
  }
  dispatch(tokenReceived(token));
  const applied = decodeClaims(token);
  if (applied) rememberRole(applied.role);
  return true;
}

/**
 * Gets a new access token with the refresh cookie and re-applies the remembered role. Concurrent callers
 * (several requests answered 401 at once) share one refresh, so the rotating cookie is used once.
 */
export function refreshSession(dispatch: SharedDispatch): Promise<boolean> {
  inFlight ??= refreshAndRestoreRole(dispatch).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
