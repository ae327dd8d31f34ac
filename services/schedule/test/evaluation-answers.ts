import type { EvaluationAnswers } from '@teleplan/proto/schedule-evaluations';

/** A survey's seven answers, each criterion its own value (0 to 4), so a mix-up of criteria shows. */
export const ANSWERS: EvaluationAnswers = {
  responsiveness: 4,
  problemResolution: 3,
  smoothExecution: 2,
  pleasantReception: 1,
  pleasantConsultation: 0,
  nextAppointment: 4,
  sufficientDocument: 3,
};
