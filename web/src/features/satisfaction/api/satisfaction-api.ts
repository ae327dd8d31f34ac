import type { EvaluationAnswers, ServiceEvaluationStatus } from '@teleplan/proto/schedule-evaluations';
import { api } from '../../../shared/api/api.ts';

const path = (token: string) => `schedule/service-evaluation?${new URLSearchParams({ token })}`;

/** The public survey calls (no session): whether the link can be answered, then the answers. */
export const satisfactionApi = api.injectEndpoints({
  endpoints: (build) => ({
    serviceEvaluationStatus: build.query<ServiceEvaluationStatus, string>({
      query: (token) => path(token),
      // Another tab may answer meanwhile: the page asks again each time it opens.
      keepUnusedDataFor: 0,
    }),
    submitServiceEvaluation: build.mutation<null, { token: string; answers: EvaluationAnswers }>({
      query: ({ token, answers }) => ({ url: path(token), method: 'POST', body: answers }),
    }),
  }),
});

export const { useServiceEvaluationStatusQuery, useSubmitServiceEvaluationMutation } = satisfactionApi;
