import { useTranslation } from 'react-i18next';
import { EVALUATION_SCALE, type EvaluationCriterion } from '@teleplan/proto/schedule-evaluations';
import { FaceIcon } from './face-icon.tsx';

const SCORES = Array.from(
  { length: EVALUATION_SCALE.maximum - EVALUATION_SCALE.minimum + 1 },
  (_, k) => EVALUATION_SCALE.minimum + k,
);

interface FaceScaleProps {
  criterion: EvaluationCriterion;
  /** Its number in the form, from 1. */
  position: number;
  value: number | null;
  onChange: (score: number) => void;
}

/**
 * One numbered question answered with five faces: a fieldset whose legend is the question, each face a native
 * radio (arrow keys move within the group, Tab goes to the next question) named '0 — très insatisfait'.
 */
export function FaceScale({ criterion, position, value, onChange }: FaceScaleProps) {
  const { t } = useTranslation('satisfaction');
  return (
    <fieldset className="survey-question" data-answered={value !== null || undefined}>
      <legend className="survey-question__legend">
        <span className="survey-question__number">{position}.</span> {t(`questions.${criterion}`)}
      </legend>
      <div className="face-scale">
        {SCORES.map((score) => (
          <label key={score} className={`face-scale__option face-scale__option--${score}`}>
            <input
              type="radio"
              className="face-scale__input"
              name={criterion}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              aria-label={t('scale.option', { score, label: t(`scale.${score}`) })}
            />
            <FaceIcon score={score} />
            <span className="face-scale__score" aria-hidden="true">
              {score}
            </span>
            <span className="face-scale__label" aria-hidden="true">
              {t(`scale.${score}`)}
            </span>
          </label>
        ))}
      </div>
      {/* On a phone the words under each face do not fit: the two ends of the scale say it once. */}
      <p className="face-scale__ends" aria-hidden="true">
        <span>{t(`scale.${EVALUATION_SCALE.minimum}`)}</span>
        <span>{t(`scale.${EVALUATION_SCALE.maximum}`)}</span>
      </p>
    </fieldset>
  );
}
