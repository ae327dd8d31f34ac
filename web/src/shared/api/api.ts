import { createApi } from '@reduxjs/toolkit/query/react';
import { reauthBaseQuery } from './base-query.ts';

/** The application's one RTK Query API; features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: reauthBaseQuery,
  tagTypes: ['Profile'],
  endpoints: () => ({}),
});
