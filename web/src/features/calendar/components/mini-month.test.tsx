import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { MiniMonth } from './mini-month.tsx';

function ShownMonth({ onSelect }: { onSelect: (date: string) => void }) {
  const [month, setMonth] = useState('2026-11');
  return (
    <MiniMonth
      value="2026-11-26"
      month={month}
      today="2026-11-25"
      onSelect={onSelect}
      onMonthChange={setMonth}
    />
  );
}

describe('mini month', { timeout: 30_000 }, () => {
  it('is one tab stop, its days moved through with the arrows as in a date grid, Enter choosing', async () => {
    const onSelect = vi.fn();
    renderWithStore(<ShownMonth onSelect={onSelect} />);
    const user = userEvent.setup();
    const days = within(screen.getByRole('table')).getAllByRole('button');
    expect(days.filter((day) => day.tabIndex === 0)).toHaveLength(1);

    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'jeudi 26 novembre 2026' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: "Aujourd'hui" })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'vendredi 27 novembre 2026' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('heading', { name: 'décembre 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'vendredi 4 décembre 2026' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'lundi 30 novembre 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-11-30');
  });
});
