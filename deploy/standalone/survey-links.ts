import { WEB_CLIENT_ID } from '@teleplan/proto/auth';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { evaluationLinkPath, type EvaluationTokenIssued } from '@teleplan/proto/schedule-evaluations';
import type { ApiAnswer, ApiCaller } from '../seed/api-caller.ts';
import type { SeedCredentials } from '../seed/seeder.ts';

/** How far back a demo survey link looks for a finished appointment nobody evaluated yet. */
const DEMO_LOOKBACK_DAYS = 14;
/** How many of them it tries before giving up (each evaluated one answers 409). */
const DEMO_ATTEMPTS = 20;
const DAY_MS = 86_400_000;

export interface SurveyLinks {
  /** A fresh survey link (absolute URL) for the appointment, issued as the mail job would. */
  issue(appointmentId: string): Promise<string>;
  /**
   * A link for the latest finished, live appointment of the last two weeks that has not been evaluated; undefined
   * when there is none (no demo data).
   */
  demo(): Promise<string | undefined>;
}

async function expect200<T>(what: string, answer: Promise<ApiAnswer>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body as T;
}

/**
 * Survey links on this platform: schedule's internal endpoint with a SERVICE token of the seeder's client (the
 * token's only kept as a hash, so a link is made, never read back). For the start banner and the browser tests.
 */
export function surveyLinks(
  api: { gateway: ApiCaller; schedule: ApiCaller },
  credentials: SeedCredentials,
  publicUrl: string,
): SurveyLinks {
  const grant = async (form: Record<string, string>) =>
    (
      await expect200<{ access_token: string }>(
        'token',
        api.gateway({ method: 'POST', path: '/api/authenticator/token', form }),
      )
    ).access_token;

  const serviceToken = () =>
    grant({
      grant_type: 'client_credentials',
      client_id: credentials.client.id,
      client_secret: credentials.client.secret,
    });
  const issueWith = async (
    token: string,
    appointmentId: string,
  ): Promise<{ link: string } | { refused: ApiAnswer }> => {
    const answer = await api.schedule({
      method: 'POST',
      path: '/internal/evaluations/token',
      token,
      json: { appointmentId },
    });
    if (answer.status !== 200) return { refused: answer };
    return { link: `${publicUrl}${evaluationLinkPath((answer.body as EvaluationTokenIssued).token)}` };
  };

  return {
    async issue(appointmentId) {
      const outcome = await issueWith(await serviceToken(), appointmentId);
      if ('link' in outcome) return outcome.link;
      throw new Error(`survey link: ${outcome.refused.status} ${JSON.stringify(outcome.refused.body)}`);
    },

    async demo() {
      const token = await grant({
        grant_type: 'password',
        client_id: WEB_CLIENT_ID,
        username: credentials.admin.email,
        password: credentials.admin.password,
      });
      const rooms = await expect200<{ id: string }[]>(
        'rooms',
        api.gateway({ method: 'GET', path: '/api/material-resources/rooms', token }),
      );
      if (rooms.length === 0) return undefined;
      const end = new Date();
      const query = new URLSearchParams({
        horizonStart: new Date(end.getTime() - DEMO_LOOKBACK_DAYS * DAY_MS).toISOString(),
        horizonEnd: end.toISOString(),
        roomIds: rooms.map((room) => room.id).join(','),
      });
      const views = await expect200<AppointmentView[]>(
        'appointments',
        api.gateway({ method: 'GET', path: `/api/schedule/appointments?${query}`, token }),
      );
      const finished = views
        .map((view) => view.appointment)
        .filter((appointment) => Date.parse(appointment.interval.end) <= end.getTime())
        .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
      const service = await serviceToken();
      // The latest ones may have been evaluated already (409 used): the next one then.
      for (const appointment of finished.slice(0, DEMO_ATTEMPTS)) {
        const outcome = await issueWith(service, appointment.id);
        if ('link' in outcome) return outcome.link;
      }
      return undefined;
    },
  };
}
