import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { PublicPage } from '../../../shared/ui/public-page.tsx';
import { LoadingScreen } from '../../../shared/ui/spinner.tsx';
import {
  useServiceEvaluationStatusQuery,
  useSubmitServiceEvaluationMutation,
} from '../api/satisfaction-api.ts';
import { SatisfactionForm } from '../components/satisfaction-form.tsx';
import { SurveyThanks } from '../components/survey-thanks.tsx';
import { surveyTokenOf } from '../components/survey-token.ts';
import '../satisfaction.css';

/**
 * '/formulaire-satisfaction#/?token=': asks first whether the link can be answered (so a used, expired or
 * canceled one says so before the patient answers), then the form, then the thanks.
 */
export default function SatisfactionPage() {
  const { t } = useTranslation('satisfaction');
  const token = surveyTokenOf(useLocation().hash);
  return (
    <PublicPage title={t('title')} wide>
      {token ? <SurveyForToken token={token} /> : <LinkProblem text={t('missingToken')} />}
    </PublicPage>
  );
}

function SurveyForToken({ token }: { token: string }) {
  const { t } = useTranslation('satisfaction');
  const errorText = useErrorText();
  const status = useServiceEvaluationStatusQuery(token);
  const [submit] = useSubmitServiceEvaluationMutation();
  const [sent, setSent] = useState(false);

  if (sent) return <SurveyThanks />;
  if (status.isLoading) return <LoadingScreen text={t('loading')} />;
  if (status.isError) return <LinkProblem text={errorText(status.error)} />;
  return (
    <>
      <p className="public-card__intro">{t('intro')}</p>
      <SatisfactionForm
        send={(answers) => submit({ token, answers }).unwrap()}
        onSent={() => setSent(true)}
      />
    </>
  );
}

function LinkProblem({ text }: { text: string }) {
  return (
    <p className="notice notice--error" role="alert">
      {text}
    </p>
  );
}
