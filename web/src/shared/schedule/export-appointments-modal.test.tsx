import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createAppStore } from '../../app/store.ts';
import { fakeAccessToken } from '../../testing/fake-token.ts';
import { mockFetch, route } from '../../testing/fetch-mock.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { tokenReceived } from '../session/session-slice.ts';
import { ToastRegion } from '../toast/toast-region.tsx';
import { ExportAppointmentsModal, type ExportOwnerType } from './export-appointments-modal.tsx';
import { exportRangeErrors } from './export-range.ts';

const A = '0190a0b0-0000-7000-8000-0000000000a1';
const B = '0190a0b0-0000-7000-8000-0000000000b2';

function renderModal(ownerType: ExportOwnerType, ids: string[]) {
  const store = createAppStore();
  store.dispatch(tokenReceived(fakeAccessToken('ADMIN')));
  const onClose = vi.fn();
  render(
    <AppProviders store={store}>
      <ExportAppointmentsModal ownerType={ownerType} ids={ids} onClose={onClose} />
      <ToastRegion />
    </AppProviders>,
  );
  return { user: userEvent.setup(), onClose };
}

/** The names of the files the browser was handed. */
const saved: string[] = [];

const dateField = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const setDate = (label: string, value: string) => fireEvent.change(dateField(label), { target: { value } });

describe('export of appointments', () => {
  it('requires both dates, between 1 Feb 2020 and the end of the bookable month, the end on or after the start', () => {
    const today = '2026-11-22';
    expect(exportRangeErrors('', '', today)).toEqual({ from: 'required', to: 'required' });
    expect(exportRangeErrors('2020-01-31', '2020-02-01', today)).toEqual({ from: 'tooEarly', to: null });
    expect(exportRangeErrors('2026-11-01', '2026-12-24', today)).toEqual({ from: null, to: 'tooLate' });
    expect(exportRangeErrors('2026-11-23', '2026-12-23', today)).toEqual({ from: null, to: null });
    expect(exportRangeErrors('2026-11-10', '2026-11-09', today)).toEqual({ from: null, to: 'invalidRange' });
    expect(exportRangeErrors('2020-02-01', '2026-11-22', today)).toEqual({ from: null, to: null });
    expect(exportRangeErrors('2026-11-10', '2026-11-10', today)).toEqual({ from: null, to: null });
  });

  describe('modal', { timeout: 30_000 }, () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // A Wednesday, 11:00 in Paris.
      vi.setSystemTime(new Date('2026-11-18T10:00:00.000Z'));
      URL.createObjectURL = () => 'blob:csv';
      URL.revokeObjectURL = () => undefined;
      saved.length = 0;
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('proposes the current week up to today, bounded by 1 Feb 2020 and the end of the bookable month', () => {
      mockFetch();
      renderModal('DOCTOR', []);
      expect(dateField('Du')).toHaveValue('2026-11-16');
      expect(dateField('Au')).toHaveValue('2026-11-18');
      expect(dateField('Du')).toHaveAttribute('min', '2020-02-01');
      expect(dateField('Au')).toHaveAttribute('max', '2026-12-19');
    });

    it('hides the submit button and says why when the end is before the start', () => {
      mockFetch();
      renderModal('ROOM', [A]);
      setDate('Au', '2026-11-10');
      expect(
        screen.getByText('La date de fin doit être postérieure ou égale à la date de début.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Exporter' })).toBeNull();
      setDate('Au', '2026-11-17');
      expect(screen.getByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    });

    it('sends nothing while a date is missing', async () => {
      const { calls } = mockFetch();
      const { user } = renderModal('DOCTOR', []);
      setDate('Du', '');
      await user.click(screen.getByRole('button', { name: 'Exporter' }));
      expect(screen.getByText('Champ obligatoire')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });

    it('exports the selected rows between the local days, the last day included', async () => {
      const { calls } = mockFetch(
        route('GET', '/api/schedule/export/appointments', () => new Response('\uFEFFDate;Médecin\n')),
      );
      const { user, onClose } = renderModal('SECTOR', [A, B]);
      expect(screen.getByText('Rendez-vous des 2 secteurs sélectionnés')).toBeInTheDocument();
      setDate('Du', '2026-10-01');
      await user.click(screen.getByRole('button', { name: 'Exporter' }));

      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(saved).toEqual(['rendez-vous_secteur_2026-10-01_2026-11-18.csv']);
      const query = calls[0]!.url.searchParams;
      expect(query.getAll('sectorIds')).toEqual([A, B]);
      expect(query.get('from')).toBe('2026-09-30T22:00:00.000Z');
      expect(query.get('to')).toBe('2026-11-18T23:00:00.000Z');
      expect(query.get('zone')).toBe('Europe/Paris');
      expect(query.has('doctorIds')).toBe(false);
    });

    it('names what is exported and the file in English when the screen is in English', async () => {
      mockFetch(route('GET', '/api/schedule/export/appointments', () => new Response('\uFEFFDate\n')));
      await setLanguage('en');
      try {
        const { user, onClose } = renderModal('ROOM', [A]);
        expect(screen.getByText('Appointments of the selected room')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Export' }));
        await waitFor(() => expect(onClose).toHaveBeenCalled());
        expect(saved).toEqual(['appointments_room_2026-11-16_2026-11-18.csv']);
      } finally {
        await setLanguage('fr');
      }
    });

    it('exports every row the caller may see when none is selected', async () => {
      const { calls } = mockFetch(
        route('GET', '/api/schedule/export/appointments', () => new Response('\uFEFFDate\n')),
      );
      const { user } = renderModal('DOCTOR', []);
      expect(screen.getByText('Rendez-vous de tous les médecins')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Exporter' }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]!.url.searchParams.has('doctorIds')).toBe(false);
    });
  });
});
