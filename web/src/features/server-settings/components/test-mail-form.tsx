import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { string } from 'yup';
import { errorMessageCode } from '../../../shared/api/api-error.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { messageText } from '../../../shared/messages/message-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useSendTestMailMutation } from '../api/server-settings-api.ts';

type Outcome = { ok: true; response: string } | { ok: false; reason: string };

/**
 * Sends a test mail with the saved configuration and says what came of it. A failure shows only its code's
 * text: the answer's `message` is the server's fixed sentence for that code, in one language, not the mail
 * server's words.
 */
export function TestMailForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('serverSettings');
  const [to, setTo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [send, state] = useSendTestMailMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = string().trim().required().email().isValidSync(to);
    setInvalid(!valid);
    if (!valid) return;
    setOutcome(null);
    const result = await send({ to: to.trim() });
    if ('error' in result) {
      const code = errorMessageCode(result.error);
      setOutcome({ ok: false, reason: messageText(code, currentLanguage()) });
    } else setOutcome({ ok: true, response: result.data.response });
  };
  return (
    <form
      className="form server-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="test-mail-title"
    >
      <h2 id="test-mail-title">{t('test.title')}</h2>
      <p className="settings-card__intro">{t('test.intro')}</p>
      <div className="test-mail__row">
        <TextField
          label={t('test.to')}
          name="to"
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={invalid && t('mail.mailFromFormat')}
          autoComplete="email"
        />
        <Button type="submit" variant="secondary" busy={state.isLoading} disabled={disabled}>
          {t('test.submit')}
        </Button>
      </div>
      {disabled && <p className="field__hint">{t('test.notConfigured')}</p>}
      {outcome?.ok && (
        <div className="notice notice--success" role="status">
          {t('test.delivered', { response: outcome.response })}
        </div>
      )}
      {outcome && !outcome.ok && (
        <div className="notice notice--error" role="alert">
          <p className="test-mail__reason">{t('test.failed', { reason: outcome.reason })}</p>
        </div>
      )}
    </form>
  );
}
