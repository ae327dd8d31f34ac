import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVALUATION_CRITERIA } from '@teleplan/proto/schedule-evaluations';
import { renderApp } from '../../../testing/render-app.tsx';
import { json, mockFetch, route, type Handler } from '../../../testing/fetch-mock.ts';
import { setLanguage } from '../../../shared/i18n/i18n.ts';

const PAGE = '/formulaire-satisfaction#/?token=tok_123';
const PATH = '/api/schedule/service-evaluation';
const open = () => route('GET', PATH, () => json(200, { status: 'OPEN' }));
const stored = () => route('POST', PATH, () => new Response(null, { status: 204 }));

async function questions() {
  const groups = await screen.findAllByRole('group', { name: /^\d\. / });
  expect(groups).toHaveLength(7);
  return groups;
}

/** Chooses the face `scores[k]` in the k-th question. */
async function answer(user: ReturnType<typeof renderApp>['user'], scores: number[]) {
  const groups = await questions();
  for (const [k, score] of scores.entries())
    await user.click(within(groups[k]!).getAllByRole('radio')[score]!);
}

function renderSurvey(...handlers: Handler[]) {
  const fetched = mockFetch(...handlers);
  return { ...renderApp(PAGE), ...fetched };
}

describe('satisfaction survey page', () => {
  it('asks seven numbered questions, each with five faces named from "0 — très insatisfait" to "4 — très satisfait"', async () => {
    const { calls } = renderSurvey(open());
    const groups = await questions();
    expect(groups[0]).toHaveAccessibleName(
      '1. Le délai pour obtenir votre rendez-vous vous a-t-il convenu ?',
    );
    expect(groups[6]).toHaveAccessibleName(
      '7. Les documents remis (ordonnance, compte rendu) vous ont-ils suffi ?',
    );
    const faces = within(groups[0]!).getAllByRole('radio');
    expect(faces.map((face) => face.getAttribute('aria-label'))).toEqual([
      '0 — très insatisfait',
      '1 — insatisfait',
      '2 — mitigé',
      '3 — satisfait',
      '4 — très satisfait',
    ]);
    expect(calls[0]!.url.searchParams.get('token')).toBe('tok_123');
  });

  it('keeps the submit disabled, with the reason, until all seven are answered; nothing is sent before', async () => {
    const { user, calls } = renderSurvey(open(), stored());
    const submit = await screen.findByRole('button', { name: 'Envoyer mes réponses' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Répondez aux 7 questions pour envoyer vos réponses (0 sur 7).',
    );
    await answer(user, [4, 3, 2, 1, 0, 4]);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Répondez aux 7 questions pour envoyer vos réponses (6 sur 7).',
    );
    await user.click(submit);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within((await questions())[6]!).getByRole('radio', { name: '3 — satisfait' }));
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
  });

  it('sends the seven answers with the link token, then thanks', async () => {
    const { user, calls } = renderSurvey(open(), stored());
    await answer(user, [4, 3, 2, 1, 0, 4, 3]);
    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));

    const thanks = await screen.findByRole('heading', { name: 'Merci pour votre avis !' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(posted.url.searchParams.get('token')).toBe('tok_123');
    expect(JSON.parse(posted.body)).toEqual(
      Object.fromEntries(EVALUATION_CRITERIA.map((criterion, k) => [criterion, [4, 3, 2, 1, 0, 4, 3][k]])),
    );
  });

  it('shows the text of the refusal code when the submit is refused, and keeps the answers', async () => {
    const { user } = renderSurvey(
      open(),
      route('POST', PATH, () =>
        json(410, { messageCode: 'schedule.evaluation.expired', message: 'This survey link has expired' }),
      ),
    );
    await answer(user, [4, 4, 4, 4, 4, 4, 4]);
    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    expect(
      await screen.findByText('Ce lien de questionnaire a expiré : il était valable 30 jours.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(7);
  });

  it.each([
    ['schedule.evaluation.used', 409, 'Ce questionnaire a déjà été rempli. Merci pour votre réponse !'],
    [
      'schedule.evaluation.canceled_appointment',
      409,
      "Ce rendez-vous a été annulé : il n'y a pas de questionnaire à remplir.",
    ],
    [
      'schedule.evaluation.unknown_token',
      404,
      "Ce lien de questionnaire n'est pas valide. Vérifiez qu'il a été copié en entier depuis votre e-mail.",
    ],
  ])('says %s before asking anything when the link cannot be answered', async (messageCode, status, text) => {
    renderSurvey(route('GET', PATH, () => json(status, { messageCode, message: messageCode })));
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says the link is incomplete when it holds no token, without calling the server', async () => {
    const { calls } = mockFetch();
    renderApp('/formulaire-satisfaction');
    expect(await screen.findByText(/^Ce lien de questionnaire est incomplet\./)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(calls).toHaveLength(0);
  });

  it('speaks English once switched', async () => {
    const { user } = renderSurvey(open());
    await questions();
    await user.click(screen.getByRole('button', { name: /^EN/ }));
    expect(await screen.findByRole('heading', { name: 'Satisfaction survey' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: '0 — very dissatisfied' })).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Send my answers' })).toBeDisabled();
    await setLanguage('fr');
  });
});
