import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import type { DateRange } from './date-range.ts';
import { DateRangePicker } from './date-range-picker.tsx';

const TODAY = '2026-11-29'; // a Sunday

function Page({ onChange }: { onChange: (range: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>({ from: '2026-05-30', to: TODAY });
  return (
    <DateRangePicker
      value={range}
      today={TODAY}
      onChange={(next) => {
        onChange(next);
        setRange(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('applies a preset at once and shows it pressed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithStore(<Page onChange={onChange} />);
    const presets = screen.getByRole('group', { name: 'Périodes prédéfinies' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Début de semaine',
      'Semaine glissante',
      'Début de mois',
      'Mois glissant',
      '3 mois',
      '6 mois',
      "Début d'année",
      'Année glissante',
    ]);
    expect(screen.getByRole('button', { name: '6 mois' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Début de semaine' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-23', to: TODAY });
    expect(screen.getByLabelText('Du')).toHaveValue('2026-11-23');
    expect(screen.getByRole('button', { name: 'Début de semaine' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '6 mois' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('applies typed dates only with Appliquer, and refuses an end before the start', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithStore(<Page onChange={onChange} />);
    const from = screen.getByLabelText('Du');
    const to = screen.getByLabelText('Au');
    expect(from).toHaveAttribute('min', '2020-02-01');
    expect(to).toHaveAttribute('max', TODAY);
    const apply = screen.getByRole('button', { name: 'Appliquer' });
    expect(apply).toBeDisabled();

    fireEvent.change(from, { target: { value: '2026-11-10' } });
    fireEvent.change(to, { target: { value: '2026-11-09' } });
    expect(
      screen.getByText('La date de fin doit être postérieure ou égale à la date de début.'),
    ).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(apply).toBeDisabled();
    fireEvent.submit(apply.closest('form')!);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(to, { target: { value: '2026-11-30' } });
    expect(
      screen.getByText('Choisissez des dates entre le 01/02/2020 et le 29/11/2026.'),
    ).toBeInTheDocument();
    expect(apply).toBeDisabled();

    fireEvent.change(to, { target: { value: '2026-11-20' } });
    expect(screen.queryByText(/La date de fin/)).toBeNull();
    await user.click(apply);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-11-10', to: '2026-11-20' });
  });
});
