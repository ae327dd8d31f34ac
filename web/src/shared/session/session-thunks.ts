import { api } from '../api/api.ts';
import { passwordGrant, revokeSession, type TokenResult } from '../api/token-client.ts';
import { deviceDayStorage, dropAllAnswers } from '../storage/day-cache.ts';
import type { SharedThunk } from '../store/shared-state.ts';
import { decodeClaims } from './jwt-claims.ts';
import { refreshSession } from './refresh-session.ts';
import { forgetRole, rememberedRole, rememberRole } from './role-memory.ts';
import { sessionChecking, sessionCleared, tokenReceived } from './session-slice.ts';

/** Ends the session on this device: memory, remembered role, cached data (kept statistics too); the server family when reachable. */
export function signOut(): SharedThunk<void> {
  return async (dispatch, getState) => {
    const token = getState().session.accessToken;
    forgetRole();
    const kept = deviceDayStorage();
    if (kept) dropAllAnswers(kept);
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
    await revokeSession(token);
  };
}

/**
 * Opens the session on page load: there is never an access token in memory then, so it asks for one with
 * the refresh cookie and re-applies the remembered role; without a usable cookie the user is anonymous.
 * A reset link does not refresh: its page signs out whoever was signed in on this device. Nor does a device
 * that remembers no role: nobody signed in there (or they signed out), so there is no cookie to try.
 */
export function startSession(location: Pick<Location, 'hash'> = globalThis.location): SharedThunk<void> {
  return async (dispatch) => {
    if (location.hash.startsWith('#/reset-account') || !rememberedRole()) {
      dispatch(sessionCleared());
      return;
    }
    dispatch(sessionChecking());
    const ok = await refreshSession(dispatch);
    if (!ok) dispatch(sessionCleared());
  };
}

/** Signs in with the password grant; the caller reads the failure answer to choose its toast. */
export function signIn(username: string, password: string): SharedThunk<TokenResult> {
  return async (dispatch) => {
    const result = await passwordGrant(username, password);
    if (result.ok) {
      dispatch(tokenReceived(result.token.access_token));
      const claims = decodeClaims(result.token.access_token);
      if (claims) rememberRole(claims.role);
    }
    return result;
  };
}
