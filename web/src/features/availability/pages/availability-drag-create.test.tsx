import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { renderApp as RenderApp } from '../../../testing/render-app.tsx';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';

// FullCalendar's range selection needs a real layout (jsdom has none): a stand-in hands the page the ranges a
// person would draw, and shows the events it is given.
vi.mock('../components/availability-calendar.tsx', () => ({
  AvailabilityCalendar: ({
    events,
    onSelect,
    onEventClick,
  }: {
    events: { id?: string; display?: string }[];
    onSelect: (start: Date, end: Date) => void;
    onEventClick: (id: string) => void;
  }) => (
    <div>
      <button
        type="button"
        onClick={() => onSelect(new Date('2026-11-24T08:00:00Z'), new Date('2026-11-24T09:30:00Z'))}
      >
        draw Tuesday 09:00-10:30
      </button>
      <button
        type="button"
        onClick={() => onSelect(new Date('2026-11-24T17:00:00Z'), new Date('2026-11-25T08:00:00Z'))}
      >
        draw over two days
      </button>
      {events
        .filter((event) => event.display !== 'background')
        .map((event) => (
          <button key={event.id} type="button" onClick={() => onEventClick(event.id!)}>
            event {event.id}
          </button>
        ))}
    </div>
  ),
}));

const DOCTOR = '0190a0b0-0000-7000-8000-0000000000d1';
const SLOT = '0190a0b0-0000-7000-8000-0000000000a1';
const EMPTY = { defaultAvailability: [], exceptionalAvailability: [], exceptionalUnavailability: [] };

function backend(answer: object = EMPTY) {
  return mockFetch(
    route('GET', '/api/schedule/availabilities/doctors', () => json(200, { [DOCTOR]: answer })),
    route('POST', '/api/schedule/availabilities/doctors', () => json(200, EMPTY)),
    route('DELETE', '/api/schedule/availabilities/doctors', () => new Response(null, { status: 204 })),
  );
}

// The test setup loaded the application (with the real calendar) before this file's mock: load it again.
let renderApp: typeof RenderApp;
beforeAll(async () => {
  vi.resetModules();
  ({ renderApp } = await import('../../../testing/render-app.tsx'));
  await import('./availability-page.tsx');
});

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

describe('drawing a slot in the availability calendar', { timeout: 30_000 }, () => {
  it('asks for the comment of an exceptional unavailability, then creates it', async () => {
    const { calls } = backend();
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: 'Indisponibilité' }));
    await user.click(screen.getByRole('button', { name: 'draw Tuesday 09:00-10:30' }));
    const prompt = await screen.findByRole('dialog', { name: 'Commentaire du créneau' });
    expect(prompt).toHaveTextContent('Indisponibilité le mardi 24 novembre 2026, de 09:00 à 10:30.');
    await user.type(within(prompt).getByLabelText('Commentaire'), 'Formation');
    await user.click(within(prompt).getByRole('button', { name: 'Créer le créneau' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(JSON.parse(posts(calls)[0]!.body)).toEqual({
      exceptionalUnavailability: [
        {
          owner: DOCTOR,
          interval: {
            start: '2026-11-24T08:00:00.000Z',
            end: '2026-11-24T09:30:00.000Z',
            zone: 'Europe/Paris',
          },
          comment: 'Formation',
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates nothing when the comment prompt is cancelled', async () => {
    const { calls } = backend();
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: 'draw Tuesday 09:00-10:30' }));
    const prompt = await screen.findByRole('dialog', { name: 'Commentaire du créneau' });
    await user.click(within(prompt).getByRole('button', { name: 'Annuler' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('creates a weekly slot drawn in the general calendar without asking for a comment', async () => {
    const { calls } = backend();
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: 'Général' }));
    await user.click(screen.getByRole('button', { name: 'draw Tuesday 09:00-10:30' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(JSON.parse(posts(calls)[0]!.body)).toEqual({
      defaultAvailability: [
        { owner: DOCTOR, dayOfWeek: 2, interval: { start: '09:00', end: '10:30', zone: 'Europe/Paris' } },
      ],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses at once a weekly slot drawn over another of its day', async () => {
    const { calls } = backend({
      ...EMPTY,
      defaultAvailability: [
        {
          id: SLOT,
          owner: DOCTOR,
          ownerType: 'DOCTOR',
          dayOfWeek: 2,
          interval: { start: '10:00', end: '12:00', zone: 'Europe/Paris' },
        },
      ],
    });
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: 'Général' }));
    await screen.findByRole('button', { name: `event ${SLOT}` });
    await user.click(screen.getByRole('button', { name: 'draw Tuesday 09:00-10:30' }));

    expect(
      await screen.findByText(
        'Impossible de créer le créneau : Ce créneau chevauche un créneau habituel existant.',
      ),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('ignores a selection over two days', async () => {
    const { calls } = backend();
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: 'draw over two days' }));

    expect(await screen.findByText(/Une sélection sur deux jours est ignorée/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('asks before deleting a slot clicked in the calendar', async () => {
    const { calls } = backend({
      ...EMPTY,
      exceptionalAvailability: [
        {
          id: SLOT,
          owner: DOCTOR,
          ownerType: 'DOCTOR',
          interval: {
            start: '2026-11-24T08:00:00.000Z',
            end: '2026-11-24T09:00:00.000Z',
            zone: 'Europe/Paris',
          },
          comment: null,
        },
      ],
    });
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: `event ${SLOT}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer ce créneau ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.method === 'DELETE')!.body)).toEqual({
      exceptionalAvailabilityIds: [SLOT],
    });
  });
});
