import type { IssuedLicense } from '@teleplan/proto/licenses';
import type { Page } from '@teleplan/proto/paging';
import { api } from '../../../shared/api/api.ts';

/** Keys per page of the issued keys list. */
export const KEYS_PAGE_SIZE = 20;

/** The distributor's licence keys (licenses service), and the sectors' names to say who uses each. */
export const licensesApi = api.enhanceEndpoints({ addTagTypes: ['LicenseKey'] }).injectEndpoints({
  endpoints: (build) => ({
    issuedKeys: build.query<Page<IssuedLicense>, number>({
      query: (page) => ({ url: 'licenses/keys', params: { size: KEYS_PAGE_SIZE, page } }),
      providesTags: ['LicenseKey'],
    }),
    issueKey: build.mutation<IssuedLicense, { nbRooms: number }>({
      query: (body) => ({ url: 'licenses/issue', method: 'POST', body }),
      invalidatesTags: ['LicenseKey'],
    }),
  }),
});

export const { useIssuedKeysQuery, useIssueKeyMutation } = licensesApi;
