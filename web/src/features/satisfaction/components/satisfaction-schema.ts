import { number, object } from 'yup';
import { EVALUATION_CRITERIA, EVALUATION_SCALE } from '@teleplan/proto/schedule-evaluations';

/** The form's values: a criterion is null until its face is chosen. */
export type SurveyValues = Record<(typeof EVALUATION_CRITERIA)[number], number | null>;

export const emptySurvey = (): SurveyValues =>
  Object.fromEntries(EVALUATION_CRITERIA.map((criterion) => [criterion, null])) as SurveyValues;

const answer = number()
  .nullable()
  .required('form.unanswered')
  .integer()
  .min(EVALUATION_SCALE.minimum)
  .max(EVALUATION_SCALE.maximum);

export const satisfactionSchema = object(
  Object.fromEntries(EVALUATION_CRITERIA.map((criterion) => [criterion, answer])),
);

/** How many of the seven questions have an answer. */
export const answeredCount = (values: SurveyValues) =>
  EVALUATION_CRITERIA.filter((criterion) => values[criterion] !== null).length;
