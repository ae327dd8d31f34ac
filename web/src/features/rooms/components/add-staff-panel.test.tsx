import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { AddStaffPanel } from './add-staff-panel.tsx';

const AURORE = {
  id: '0190a0b0-0000-7000-8000-0000000000a1',
  firstName: 'Aurore',
  lastName: 'Vautrin',
  email: 'aurore.vautrin@exemple.fr',
};
const BASILE = {
  id: '0190a0b0-0000-7000-8000-0000000000b2',
  firstName: 'Basile',
  lastName: 'Vautrin',
  email: 'basile.vautrin@exemple.fr',
};

const inRouter = (ui: ReactElement) => renderWithStore(<MemoryRouter>{ui}</MemoryRouter>);

describe('the add-staff panel of a room', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('searches room users by email or name from 3 characters, offers those not in the room, adds the ticked ones', async () => {
    const { calls } = mockFetch(
      route('GET', '/api/accounts/staff-search', () => json(200, [AURORE, BASILE])),
    );
    const onAdd = vi.fn(() => Promise.resolve());
    // The search box's pause is passed by moving the clock, not by waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    inRouter(
      <AddStaffPanel
        open
        roomId="r1"
        existingIds={new Set([BASILE.id])}
        busy={false}
        onAdd={onAdd}
        onClose={() => undefined}
      />,
    );

    const field = screen.getByLabelText('Email ou nom du compte');
    await user.type(field, 'va');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(calls).toHaveLength(0);

    await user.type(field, 'u');
    const aurore = await screen.findByRole('checkbox', {
      name: 'Aurore Vautrin — aurore.vautrin@exemple.fr',
    });
    expect(calls.at(-1)!.url.searchParams.get('q')).toBe('vau');
    expect(screen.queryByRole('checkbox', { name: /Basile/ })).not.toBeInTheDocument();

    await user.click(aurore);
    await user.click(screen.getByRole('button', { name: 'Ajouter 1 compte' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith([AURORE.id]));
  });

  it('says so when nobody matches', async () => {
    mockFetch(route('GET', '/api/accounts/staff-search', () => json(200, [])));
    const user = userEvent.setup();
    inRouter(
      <AddStaffPanel
        open
        roomId="r1"
        existingIds={new Set()}
        busy={false}
        onAdd={() => Promise.resolve()}
        onClose={() => undefined}
      />,
    );
    await user.type(screen.getByLabelText('Email ou nom du compte'), 'zzz');
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
  });
});
