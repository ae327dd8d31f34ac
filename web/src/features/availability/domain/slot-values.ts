/** What a slot is made of before it is sent: the slot form's values, also built from a calendar selection. */

export type ExceptionalType = 'AVAILABLE' | 'NOT_AVAILABLE';

/** The slot form's values as its fields hold them (docs/screens.md#slot-form). */
export interface SlotFormValues {
  /** '1' (Monday) to '7'; weekly slots only. */
  dayOfWeek: string;
  /** 'YYYY-MM-DD' in the user's zone; exceptional slots only. */
  date: string;
  allDay: boolean;
  /** 'HH:mm'. */
  from: string;
  to: string;
  type: ExceptionalType;
  comment: string;
}

/** Whether the form makes a weekly (general calendar) or a dated (exceptional calendar) slot. */
export type SlotKind = 'weekly' | 'exceptional';
