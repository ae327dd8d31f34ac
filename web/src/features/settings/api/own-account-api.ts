import type { CompositeProfile, UpdateOwnAccountBody } from '@teleplan/proto/accounts';
import { api } from '../../../shared/api/api.ts';

const ownAccountApiWithTags = api.enhanceEndpoints({ addTagTypes: ['OwnAccount'] });

export const ownAccountApi = ownAccountApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** The connected person's profile and account (preferred role, granted roles). */
    ownAccount: build.query<CompositeProfile, undefined>({
      query: () => 'accounts/account/me',
      providesTags: ['OwnAccount'],
    }),
    /** Checks the current password; a new email or password ends the person's other sessions on the server. */
    updateOwnAccount: build.mutation<CompositeProfile, UpdateOwnAccountBody>({
      query: (body) => ({ url: 'accounts/account/update', method: 'PUT', body }),
      invalidatesTags: (result) => [
        'OwnAccount',
        ...(result ? [{ type: 'Profile' as const, id: result.profile.id }] : []),
      ],
    }),
  }),
});

export const { useOwnAccountQuery, useUpdateOwnAccountMutation } = ownAccountApi;
