import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/device-storage.ts';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { aComposite, aProfile, pageOf } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const doctors = ['Alpha', 'Bravo'].map((lastName) => aComposite(aProfile({ lastName, firstName: 'Doc' })));

/** Two chosen doctors who work on no weekend day: nothing makes the weekends show. */
function twoWeekdayDoctors() {
  localStorage.setItem(STORAGE_KEYS.planningDoctors, JSON.stringify(doctors.map((d) => d.profile.id)));
  mockFetch(
    route('GET', '/api/user-profiles/by-query', () => json(200, pageOf(doctors))),
    route('GET', '/api/schedule/appointments/calendar', () => json(200, [])),
    route('GET', '/api/schedule/availabilities/doctors', (call) =>
      json(
        200,
        Object.fromEntries(
          call.url.searchParams
            .getAll('doctorIds')
            .map((id) => [
              id,
              { defaultAvailability: [], exceptionalAvailability: [], exceptionalUnavailability: [] },
            ]),
        ),
      ),
    ),
  );
}

const shownDays = () =>
  [...document.querySelectorAll('th.fc-col-header-cell.fc-day[data-date]')].map((th) =>
    th.getAttribute('data-date'),
  );

describe('the multi-doctor view with two doctors', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['a Monday', '2026-11-23', ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']],
    ['a Tuesday', '2026-11-24', ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']],
    ['a Wednesday', '2026-11-25', ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30']],
    ['a Thursday', '2026-11-26', ['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01']],
    ['a Friday', '2026-11-27', ['2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02']],
    ['a Saturday', '2026-11-28', ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']],
    ['a Sunday', '2026-11-29', ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']],
    ['the Friday before summer time', '2027-03-26', ['2027-03-26', '2027-03-29', '2027-03-30', '2027-03-31']],
    ['the Friday before winter time', '2026-10-23', ['2026-10-23', '2026-10-26', '2026-10-27', '2026-10-28']],
  ])('opened on %s shows four weekdays, the hidden weekend not counted', async (_day, today, days) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T10:00:00.000Z`));
    twoWeekdayDoctors();
    renderApp('/app/doctors/list/multiview-doctors', { role: 'ADMIN' });
    await waitFor(() => expect(shownDays()).toEqual(days));
  });

  it('moves by four shown days, neither showing a day twice nor skipping one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
    twoWeekdayDoctors();
    const { user } = renderApp('/app/doctors/list/multiview-doctors', { role: 'ADMIN' });
    await waitFor(() => expect(shownDays()).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Jours suivants' }));
    await waitFor(() =>
      expect(shownDays()).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07']),
    );
    await user.click(screen.getByRole('button', { name: 'Jours précédents' }));
    await user.click(screen.getByRole('button', { name: 'Jours précédents' }));
    await waitFor(() =>
      expect(shownDays()).toEqual(['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25']),
    );
  });
});

describe('the multi-doctor view before a doctor is chosen', { timeout: 30_000 }, () => {
  it('asks for a doctor where the calendar goes, and draws no empty calendar', async () => {
    localStorage.removeItem(STORAGE_KEYS.planningDoctors);
    mockFetch(
      route('GET', '/api/user-profiles/by-query', () => json(200, pageOf(doctors))),
      route('GET', '/api/schedule/appointments', () => json(200, [])),
    );
    const { user } = renderApp('/app/doctors/list/multiview-doctors', { role: 'ADMIN' });
    expect(await screen.findByText('Veuillez choisir au moins un médecin.')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Alpha/ })).toBeInTheDocument();
    expect(document.querySelector('.fc')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /Alpha/ }));
    await waitFor(() => expect(document.querySelector('.fc')).not.toBeNull());
    expect(screen.queryByText('Veuillez choisir au moins un médecin.')).toBeNull();
  });
});
