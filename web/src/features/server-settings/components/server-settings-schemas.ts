import type { MailConfig, PatchMailConfigBody, PatchSmsConfigBody } from '@teleplan/proto/notification';
import { boolean, object, string } from 'yup';

export interface MailFormValues {
  host: string;
  port: string;
  tls: boolean;
  username: string;
  /** Empty keeps the saved password. */
  password: string;
  mailFrom: string;
}

export interface SmsFormValues {
  /** Empty keeps the saved token. */
  accessToken: string;
  smsAuthor: string;
}

/** Mail settings (docs/screens.md#forms): host, port (digits only), username and mailFrom (an email) required. */
export const mailFormSchema = object({
  host: string().trim().required('serverSettings:required'),
  port: string()
    .trim()
    .required('serverSettings:required')
    .matches(/^\d+$/, 'serverSettings:mail.portFormat'),
  tls: boolean(),
  username: string().trim().required('serverSettings:required'),
  password: string(),
  mailFrom: string().trim().required('serverSettings:required').email('serverSettings:mail.mailFromFormat'),
});

/** The access token is required until one is saved; the author always. */
export function smsFormSchema(tokenSaved: boolean) {
  return object({
    accessToken: tokenSaved ? string() : string().trim().required('serverSettings:required'),
    smsAuthor: string().trim().required('serverSettings:required'),
  });
}

export function mailFormValues(config: MailConfig | undefined): MailFormValues {
  return {
    host: config?.host ?? '',
    port: config?.port ?? '',
    tls: config?.tls ?? true,
    username: config?.username ?? '',
    password: '',
    mailFrom: config?.mailFrom ?? '',
  };
}

/** The PATCH body: an empty password is left out so the saved one stays. */
export function mailConfigBody(values: MailFormValues): PatchMailConfigBody {
  return {
    host: values.host.trim(),
    port: values.port.trim(),
    tls: values.tls,
    username: values.username.trim(),
    mailFrom: values.mailFrom.trim(),
    ...(values.password ? { password: values.password } : {}),
  };
}

/** The PATCH body: an empty token is left out so the saved one stays. */
export function smsConfigBody(values: SmsFormValues): PatchSmsConfigBody {
  const token = values.accessToken.trim();
  return { smsAuthor: values.smsAuthor.trim(), ...(token ? { accessToken: token } : {}) };
}
