import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useMailConfigQuery, useSmsConfigQuery } from '../api/server-settings-api.ts';
import { MailConfigForm } from '../components/mail-config-form.tsx';
import { SmsConfigForm } from '../components/sms-config-form.tsx';
import { TestMailForm } from '../components/test-mail-form.tsx';
import '../components/server-settings.css';

/** '/app/settings/server' (SUPER_ADMIN): the mail and SMS configurations and a test mail. */
export function ServerSettingsPage() {
  const { t } = useTranslation('serverSettings');
  const mail = useMailConfigQuery(undefined);
  const sms = useSmsConfigQuery(undefined);
  const retry = (refetch: () => unknown) => (
    <Button variant="secondary" onClick={() => void refetch()}>
      {t('retry')}
    </Button>
  );
  return (
    <section className="server-settings" aria-labelledby="server-settings-title">
      <h1 id="server-settings-title">{t('title')}</h1>
      <div className="card settings-card">
        <QueryState
          isLoading={mail.isLoading}
          isError={mail.isError}
          isEmpty={false}
          emptyText=""
          errorText={t('loadFailed')}
          errorAction={retry(mail.refetch)}
        >
          <MailConfigForm config={mail.data} />
        </QueryState>
      </div>
      <div className="card settings-card">
        <TestMailForm disabled={!mail.data?.configured} />
      </div>
      <div className="card settings-card">
        <QueryState
          isLoading={sms.isLoading}
          isError={sms.isError}
          isEmpty={false}
          emptyText=""
          errorText={t('loadFailed')}
          errorAction={retry(sms.refetch)}
        >
          <SmsConfigForm config={sms.data} />
        </QueryState>
      </div>
    </section>
  );
}
