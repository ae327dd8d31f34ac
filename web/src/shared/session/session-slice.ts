import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeClaims, type SessionClaims } from './jwt-claims.ts';

export type SessionStatus = 'checking' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  /** Kept in memory only: never written to storage that page scripts can read. */
  accessToken: string | null;
  claims: SessionClaims | null;
}

const initialState: SessionState = { status: 'checking', accessToken: null, claims: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionChecking(state) {
      state.status = 'checking';
    },
    tokenReceived(state, action: PayloadAction<string>) {
      const claims = decodeClaims(action.payload);
      if (!claims) return { status: 'anonymous', accessToken: null, claims: null };
      state.status = 'authenticated';
      state.accessToken = action.payload;
      state.claims = claims;
    },
    /** The session is over (logout, failed refresh, reset link): live feeds and caches listen to this too. */
    sessionCleared() {
      return { status: 'anonymous', accessToken: null, claims: null } satisfies SessionState;
    },
  },
});

export const { sessionChecking, tokenReceived, sessionCleared } = sessionSlice.actions;
