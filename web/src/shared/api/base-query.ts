import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { SharedDispatch, SharedState } from '../store/shared-state.ts';
import { refreshSession } from '../session/refresh-session.ts';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: new URL('/api', globalThis.location.origin).href,
  credentials: 'include',
  prepareHeaders(headers, { getState }) {
    const token = (getState() as SharedState).session.accessToken;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * The one base query: bearer token from memory; on a 401, one refresh with the cookie, then the request
 * once more. A refused refresh clears the session (see refreshSession).
 */
export const reauthBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401) return result;
  const refreshed = await refreshSession(api.dispatch as SharedDispatch);
  if (!refreshed) return result;
  return rawBaseQuery(args, api, extraOptions);
};
