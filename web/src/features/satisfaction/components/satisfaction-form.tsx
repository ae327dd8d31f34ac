import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVALUATION_CRITERIA, type EvaluationAnswers } from '@teleplan/proto/schedule-evaluations';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FaceScale } from './face-scale.tsx';
import { answeredCount, emptySurvey, satisfactionSchema, type SurveyValues } from './satisfaction-schema.ts';

const REASON_ID = 'survey-unanswered';

interface SatisfactionFormProps {
  /** Sends the seven answers; rejects with the server's refusal. */
  send: (answers: EvaluationAnswers) => Promise<unknown>;
  onSent: () => void;
}

/** The seven numbered questions; the answers go only once all seven have one. */
export function SatisfactionForm({ send, onSent }: SatisfactionFormProps) {
  const { t } = useTranslation('satisfaction');
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<unknown>(null);

  const form = useFormik<SurveyValues>({
    initialValues: emptySurvey(),
    validationSchema: satisfactionSchema,
    async onSubmit(values) {
      setRefusal(null);
      try {
        await send(values as EvaluationAnswers);
        onSent();
      } catch (error) {
        setRefusal(error);
      }
    },
  });

  const answered = answeredCount(form.values);
  const complete = answered === EVALUATION_CRITERIA.length;

  return (
    <form className="survey-form" onSubmit={form.handleSubmit} noValidate>
      {EVALUATION_CRITERIA.map((criterion, index) => (
        <FaceScale
          key={criterion}
          criterion={criterion}
          position={index + 1}
          value={form.values[criterion]}
          onChange={(score) => void form.setFieldValue(criterion, score)}
        />
      ))}
      {refusal !== null && (
        <p className="notice notice--error" role="alert">
          {errorText(refusal)}
        </p>
      )}
      <Button
        type="submit"
        className="btn--block"
        busy={form.isSubmitting}
        disabled={!complete}
        aria-describedby={complete ? undefined : REASON_ID}
      >
        {t('form.submit')}
      </Button>
      {!complete && (
        <p id={REASON_ID} className="form__reason" aria-live="polite">
          {t('form.unanswered', { count: answered, total: EVALUATION_CRITERIA.length })}
        </p>
      )}
    </form>
  );
}
