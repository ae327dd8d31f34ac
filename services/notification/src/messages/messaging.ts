import { clientCredentials, type Fetch } from '@teleplan/kit/http/service-client';
import type { NotificationConfig } from '../config.ts';
import type { NotificationContext } from '../domain/context.ts';
import type { Messaging } from './deliver-message.ts';
import { httpEvaluationTokens, type EvaluationTokens } from './evaluation-tokens.ts';
import { patientMailer } from './patient-mailer.ts';
import { httpSmsProvider, noSmsProvider, outboxSmsProvider, type SmsProvider } from './sms-provider.ts';

function smsProvider(ctx: NotificationContext, config: NotificationConfig): SmsProvider {
  if (config.NOTIFICATION_SMS_URL)
    return httpSmsProvider({
      url: config.NOTIFICATION_SMS_URL,
      dataSource: ctx.dataSource,
      secretsKey: ctx.secretsKey,
      timeoutMs: config.NOTIFICATION_SMS_TIMEOUT_MS,
      log: ctx.log,
    });
  if (config.NOTIFICATION_SMS_OUTBOX_DIR)
    return outboxSmsProvider(config.NOTIFICATION_SMS_OUTBOX_DIR, ctx.log);
  return noSmsProvider;
}

/** How this instance sends patients' messages, from its configuration. */
export function messagingFor(
  ctx: NotificationContext,
  config: NotificationConfig,
  fetch: Fetch | undefined,
  evaluations?: EvaluationTokens,
): Messaging {
  return {
    dataSource: ctx.dataSource,
    clock: ctx.clock,
    log: ctx.log,
    mailer: patientMailer(ctx, config.NOTIFICATION_MAIL_OUTBOX_DIR),
    sms: smsProvider(ctx, config),
    evaluations:
      evaluations ??
      httpEvaluationTokens({
        scheduleUrl: config.NOTIFICATION_SCHEDULE_URL,
        tokens: clientCredentials({
          tokenUrl: config.NOTIFICATION_TOKEN_URL,
          clientId: config.NOTIFICATION_CLIENT_ID,
          clientSecret: config.NOTIFICATION_CLIENT_SECRET,
        }),
        timeoutMs: config.NOTIFICATION_SCHEDULE_TIMEOUT_MS,
        fetch,
      }),
    publicUrl: config.NOTIFICATION_PUBLIC_URL,
  };
}
