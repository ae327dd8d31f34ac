import type { EventDropArg } from '@fullcalendar/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentView, CalendarAppointment } from '@teleplan/proto/schedule-appointments';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { messageText } from '../../../shared/messages/message-text.ts';
import { scheduleApi } from '../../../shared/schedule/schedule-api.ts';
import { APPOINTMENT_NS } from '../appointment/appointment-texts.ts';
import { moveRefusal, type MoveRefusal } from '../domain/move-rules.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { useErrorText } from '../../../shared/messages/error-text.ts';

export interface PendingMove {
  view: AppointmentView;
  /** The new start chosen by a drop or a slot; absent when the panel chooses it (keyboard way). */
  start?: string;
  /** Multi-doctor view: the doctor of the column it was dropped in. */
  doctor?: string;
  revert?: () => void;
}

/**
 * Moving an appointment: a drop or a chosen slot is refused at once for a past appointment or a start in the past
 * (the appointment snaps back); otherwise the update panel opens, and closing it unsaved puts the appointment back.
 * A dropped event holds what the calendar draws: the whole appointment is read before the panel opens (a failed
 * read snaps it back, saying why).
 */
export function useAppointmentMove() {
  const toast = useToast();
  const failure = useErrorText();
  const { t } = useTranslation(APPOINTMENT_NS);
  const [fetchAppointment] = scheduleApi.useLazyAppointmentQuery();
  const [pending, setPending] = useState<PendingMove | null>(null);

  function refused(refusal: MoveRefusal | null, revert?: () => void): boolean {
    if (!refusal) return false;
    toast.warning(messageText(refusal, currentLanguage()));
    revert?.();
    return true;
  }

  function request(
    view: AppointmentView,
    start: Date | undefined,
    revert?: () => void,
    doctor?: string,
  ): void {
    if (refused(moveRefusal(view.appointment, start, new Date()), revert)) return;
    setPending({ view, start: start?.toISOString(), revert, doctor });
  }

  async function onDrop(
    info: Pick<EventDropArg, 'event' | 'revert'> & { newResource?: { id: string } | null },
  ): Promise<void> {
    const dropped = info.event.extendedProps.appointment as CalendarAppointment | undefined;
    const start = info.event.start;
    if (!dropped || !start) {
      info.revert();
      return;
    }
    if (refused(moveRefusal({ startTime: dropped.start }, start, new Date()), info.revert)) return;
    const read = await fetchAppointment(dropped.id, true);
    if (!read.data) {
      toast.error(t('failed', { reason: failure(read.error) }));
      info.revert();
      return;
    }
    request(read.data, start, info.revert, info.newResource?.id);
  }

  return {
    pending,
    onDrop(info: Parameters<typeof onDrop>[0]): void {
      void onDrop(info);
    },
    /** A slot chosen in move mode. */
    toSlot(view: AppointmentView, start: Date): void {
      request(view, start);
    },
    /** The keyboard way: the panel asks the date and the time. */
    open(view: AppointmentView): void {
      request(view, undefined);
    },
    close(saved: boolean): void {
      if (!saved) pending?.revert?.();
      setPending(null);
    },
  };
}
