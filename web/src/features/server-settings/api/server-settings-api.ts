import type {
  MailConfig,
  PatchMailConfigBody,
  PatchSmsConfigBody,
  SmsConfig,
  TestMailReply,
} from '@teleplan/proto/notification';
import { api } from '../../../shared/api/api.ts';

/** The platform's mail (SMTP) and SMS configurations and the test mail (notification service). */
export const serverSettingsApi = api
  .enhanceEndpoints({ addTagTypes: ['MailConfig', 'SmsConfig'] })
  .injectEndpoints({
    endpoints: (build) => ({
      mailConfig: build.query<MailConfig, undefined>({
        query: () => 'notification/mail/config',
        providesTags: ['MailConfig'],
      }),
      saveMailConfig: build.mutation<MailConfig, PatchMailConfigBody>({
        query: (body) => ({ url: 'notification/mail/config', method: 'PATCH', body }),
        invalidatesTags: ['MailConfig'],
      }),
      smsConfig: build.query<SmsConfig, undefined>({
        query: () => 'notification/sms/config',
        providesTags: ['SmsConfig'],
      }),
      saveSmsConfig: build.mutation<SmsConfig, PatchSmsConfigBody>({
        query: (body) => ({ url: 'notification/sms/config', method: 'PATCH', body }),
        invalidatesTags: ['SmsConfig'],
      }),
      sendTestMail: build.mutation<TestMailReply, { to: string }>({
        query: (body) => ({ url: 'notification/mail/config/test', method: 'POST', body }),
      }),
    }),
  });

export const {
  useMailConfigQuery,
  useSaveMailConfigMutation,
  useSmsConfigQuery,
  useSaveSmsConfigMutation,
  useSendTestMailMutation,
} = serverSettingsApi;
