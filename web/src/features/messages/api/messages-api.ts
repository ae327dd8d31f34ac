import type { Page } from '@teleplan/proto/paging';
import type { MessageListQuery, MessageSummary } from '@teleplan/proto/notification-messages';
import { api } from '../../../shared/api/api.ts';

/** The log of the mails and SMS sent to patients (notification service, SUPER_ADMIN only). */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    patientMessages: build.query<Page<MessageSummary>, MessageListQuery>({
      query: (params) => ({ url: 'notification/messages', params }),
    }),
  }),
});

export const { usePatientMessagesQuery } = messagesApi;
