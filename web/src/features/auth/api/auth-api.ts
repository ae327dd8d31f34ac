import type {
  InitializePasswordBody,
  PasswordTokenBody,
  RequestResetPasswordBody,
  RequestResetPasswordReply,
} from '@teleplan/proto/accounts';
import { api } from '../../../shared/api/api.ts';

/** The public account calls of the sign-in screens (no token needed). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestResetPassword: build.mutation<RequestResetPasswordReply, RequestResetPasswordBody>({
      query: (body) => ({ url: 'accounts/request-reset-password', method: 'POST', body }),
    }),
    initializePassword: build.mutation<null, InitializePasswordBody>({
      query: (body) => ({ url: 'accounts/initialize-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<null, PasswordTokenBody>({
      query: (body) => ({ url: 'accounts/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useRequestResetPasswordMutation, useInitializePasswordMutation, useResetPasswordMutation } =
  authApi;
