import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { clampPosition } from './pinned-agenda-frame.tsx';

const DOCTOR = '0190a0b0-0000-7000-8000-0000000000d7';
const KEY = 'teleplan.pinned-agenda';

describe('pinned agenda frame', { timeout: 30_000 }, () => {
  it('floats the agenda of the doctor pinned on this device over the pages, and closes on request', async () => {
    localStorage.setItem(KEY, JSON.stringify({ ownerType: 'DOCTOR', id: DOCTOR, name: 'Dr Grey Meredith' }));
    const { calls } = mockFetch(route('GET', '/api/schedule/appointments', () => json(200, [])));
    const { user } = renderApp('/app/home', { role: 'ADMIN' });

    const frame = await screen.findByRole('complementary', { name: 'Agenda épinglé' });
    expect(within(frame).getByRole('heading', { name: 'Agenda de Dr Grey Meredith' })).toBeInTheDocument();
    // Someone else's agenda: not "your" next appointment.
    expect(await within(frame).findByRole('heading', { name: 'Prochain rendez-vous' })).toBeInTheDocument();
    expect(within(frame).queryByRole('heading', { name: 'Votre prochain rendez-vous' })).toBeNull();
    await waitFor(() =>
      expect(
        calls
          .find((c) => c.url.pathname === '/api/schedule/appointments')!
          .url.searchParams.getAll('doctorIds'),
      ).toEqual([DOCTOR]),
    );

    await user.click(within(frame).getByRole('button', { name: "Fermer l'agenda épinglé" }));
    expect(screen.queryByRole('complementary', { name: 'Agenda épinglé' })).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('moves with the arrow keys on its move button and remembers where it was left', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ ownerType: 'DOCTOR', id: DOCTOR, name: 'Dr Grey', position: { x: 100, y: 100 } }),
    );
    mockFetch(route('GET', '/api/schedule/appointments', () => json(200, [])));
    renderApp('/app/home', { role: 'ADMIN' });
    const frame = await screen.findByRole('complementary', { name: 'Agenda épinglé' });
    const move = within(frame).getByRole('button', { name: "Déplacer l'agenda (flèches du clavier)" });
    move.focus();
    fireEvent.keyDown(move, { key: 'ArrowDown' });
    expect(JSON.parse(localStorage.getItem(KEY)!).position).toEqual({ x: 100, y: 124 });
    fireEvent.keyDown(move, { key: 'ArrowLeft' });
    expect(JSON.parse(localStorage.getItem(KEY)!).position).toEqual({ x: 76, y: 124 });
    expect(frame).toHaveStyle({ transform: 'translate(76px, 124px)' });
  });

  it('keeps the title bar on screen', () => {
    const view = { width: 1280, height: 800 };
    expect(clampPosition(-50, -50, view)).toEqual({ x: 8, y: 8 });
    expect(clampPosition(5000, 5000, view)).toEqual({ x: 1280 - 575 - 8, y: 800 - 48 });
    expect(clampPosition(100, 120, view)).toEqual({ x: 100, y: 120 });
    expect(clampPosition(100, 120, { width: 390, height: 700 })).toEqual({ x: 8, y: 120 });
  });
});
