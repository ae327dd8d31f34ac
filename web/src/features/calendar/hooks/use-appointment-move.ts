import type { EventDropArg } from '@fullcalendar/core';
import { useState } from 'react';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { messageText } from '../../../shared/messages/message-text.ts';
import { moveRefusal } from '../domain/move-rules.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';

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
 */
export function useAppointmentMove() {
  const toast = useToast();
  const [pending, setPending] = useState<PendingMove | null>(null);

  function request(
    view: AppointmentView,
    start: Date | undefined,
    revert?: () => void,
    doctor?: string,
  ): void {
    const refusal = moveRefusal(view.appointment, start, new Date());
    if (refusal) {
      toast.warning(messageText(refusal, currentLanguage()));
      revert?.();
      return;
    }
    setPending({ view, start: start?.toISOString(), revert, doctor });
  }

  return {
    pending,
    onDrop(info: Pick<EventDropArg, 'event' | 'revert'> & { newResource?: { id: string } | null }): void {
      const view = info.event.extendedProps.view as AppointmentView | undefined;
      if (!view || !info.event.start) {
        info.revert();
        return;
      }
      request(view, info.event.start, info.revert, info.newResource?.id);
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
