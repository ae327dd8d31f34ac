import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ScheduleCalendar from './schedule-calendar.tsx';

describe('schedule calendar', () => {
  it("heads its day view with the day's date, not its weekday alone", async () => {
    render(
      <ScheduleCalendar
        events={[]}
        zone="Europe/Paris"
        initialView="timeGridDay"
        weekends
        editable={false}
        extraOptions={{ initialDate: '2026-11-26' }}
        onRangeChange={vi.fn()}
        onAppointmentClick={vi.fn()}
      />,
    );
    expect(await screen.findByText('jeudi 26 novembre')).toBeInTheDocument();
  });
});
