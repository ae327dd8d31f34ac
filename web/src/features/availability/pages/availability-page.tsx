import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import { DEFAULT_ZONE } from '../../../shared/format/date-time.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { messageText } from '../../../shared/messages/message-text.ts';
import { OWN_PLACE_PLACEHOLDER } from '../../../shared/routing/role-navigation.ts';
import { useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { useOwnRoomId } from '../../../shared/session/own-room.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { AvailabilityBreadcrumb } from '../components/availability-breadcrumb.tsx';
import { AvailabilityCalendar } from '../components/availability-calendar.tsx';
import { AvailabilityHeader } from '../components/availability-header.tsx';
import { AvailabilityToolbar } from '../components/availability-toolbar.tsx';
import { CommentPrompt } from '../components/comment-prompt.tsx';
import { overlapsExisting } from '../components/slot-form-schema.ts';
import { SlotForm } from '../components/slot-form.tsx';
import type { ExceptionalType, SlotFormValues } from '../domain/slot-values.ts';
import { SlotList } from '../components/slot-list.tsx';
import {
  dayOfWeekOf,
  exceptionalSlotBody,
  selectionOf,
  todayIn,
  weeklySlotBody,
  type Selection,
  type ShownSlot,
} from '../domain/slot-times.ts';
import { useNarrowScreen } from '../hooks/use-narrow-screen.ts';
import { useShownAvailability, type CalendarMode } from '../hooks/use-shown-availability.ts';
import { useSlotActions } from '../hooks/use-slot-actions.ts';
import { useLongDate, useSlotLabel } from '../hooks/use-slot-label.ts';
import '../availability.css';
import { errorText } from '../../../shared/messages/error-text.ts';

/**
 * `/app/doctors/{id}/availability` and `/app/rooms/{id}/availability`: the weekly (general) and the
 * exceptional calendars of one doctor or room (docs/screens.md). A room's 'mine' is the person's own room.
 */
export function AvailabilityPage({ ownerType }: { ownerType: OwnerType }) {
  const { id = '' } = useParams();
  const { claims } = useSession();
  const ownRoomId = useOwnRoomId(claims?.role, claims?.sub);
  if (ownerType === 'ROOM' && id === OWN_PLACE_PLACEHOLDER)
    return ownRoomId ? <Navigate to={`/app/rooms/${ownRoomId}/availability`} replace /> : <Spinner />;
  return <AvailabilityView key={id} ownerType={ownerType} id={id} />;
}

function AvailabilityView({ ownerType, id }: { ownerType: OwnerType; id: string }) {
  const { t } = useTranslation('availability');
  const toast = useToast();
  const { claims } = useSession();
  const profile = useProfileQuery(claims?.sub ?? '', { skip: !claims?.sub });
  const zone = profile.data?.zone ?? DEFAULT_ZONE;
  const narrow = useNarrowScreen();
  const today = todayIn(zone);

  const [mode, setMode] = useState<CalendarMode>('exceptional');
  const [type, setType] = useState<ExceptionalType>('AVAILABLE');
  const [picked, setPicked] = useState(today);
  const [weekday, setWeekday] = useState(() => dayOfWeekOf(today));
  const [form, setForm] = useState<SlotFormValues | null>(null);
  const [prompt, setPrompt] = useState<Selection | null>(null);
  const [deleting, setDeleting] = useState<ShownSlot | null>(null);
  const actions = useSlotActions(ownerType);
  const editable = !actions.readOnly;
  const labelOf = useSlotLabel(zone);
  const longDate = useLongDate();

  const { query, availability, datedDays, days, slots, events } = useShownAvailability({
    ownerType,
    id,
    zone,
    mode,
    narrow,
    picked,
    weekday,
  });

  const openForm = () =>
    setForm({
      dayOfWeek: String(mode === 'general' ? weekday : dayOfWeekOf(picked)),
      date: picked,
      allDay: false,
      from: '',
      to: '',
      type,
      comment: '',
    });

  const submitForm = async (values: SlotFormValues) => {
    const body =
      mode === 'general' ? weeklySlotBody(id, values, zone) : exceptionalSlotBody(id, values, zone);
    if (await actions.create(body)) setForm(null);
  };

  const onSelect = (start: Date, end: Date) => {
    const selection = selectionOf(start, end, zone);
    if (!selection) {
      toast.info(t('twoDays'));
      return;
    }
    if (mode === 'exceptional') {
      setPrompt(selection);
      return;
    }
    const values = {
      ...selection,
      dayOfWeek: String(dayOfWeekOf(selection.date)),
      allDay: false,
      type,
      comment: '',
    };
    // The server refuses it too; saying so at once spares a round trip.
    if (overlapsExisting(values, availability.defaultAvailability))
      toast.error(t('createFailed', { reason: t('form.errors.overlap') }));
    else void actions.create(weeklySlotBody(id, values, zone));
  };

  const submitPrompt = async (comment: string) => {
    if (!prompt) return;
    const values = { ...prompt, dayOfWeek: '', allDay: false, type, comment };
    if (await actions.create(exceptionalSlotBody(id, values, zone))) setPrompt(null);
  };

  const confirmDelete = async () => {
    if (deleting && (await actions.destroy(deleting))) setDeleting(null);
  };

  return (
    <section className="page availability-page">
      <AvailabilityBreadcrumb ownerType={ownerType} id={id} role={claims?.role} />
      <AvailabilityHeader
        ownerType={ownerType}
        id={id}
        mode={mode}
        narrow={narrow}
        onAdd={editable ? openForm : undefined}
      />
      {actions.readOnly && (
        <p className="notice notice--warning" role="status">
          {messageText(MessageCodes.scheduleAvailability.doctorShared, currentLanguage())}
        </p>
      )}
      <AvailabilityToolbar
        mode={mode}
        onMode={setMode}
        type={type}
        onType={editable ? setType : undefined}
        narrow={narrow}
        datedDays={datedDays}
        picked={picked}
        onPick={setPicked}
        today={today}
        weekday={weekday}
        onWeekday={setWeekday}
      />

      {query.isLoading ? (
        <div className="availability-page__state">
          <Spinner />
        </div>
      ) : query.isError && !query.data ? (
        <div className="notice notice--error" role="alert">
          <p>{t('loadFailed', { reason: errorText(query.error) })}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div className="availability-page__body">
          <AvailabilityCalendar
            dated={mode === 'exceptional'}
            days={days}
            zone={zone}
            events={events}
            onSelect={editable ? onSelect : undefined}
            onEventClick={
              editable
                ? (slotId) => setDeleting(slots.find((shown) => shown.slot.id === slotId) ?? null)
                : undefined
            }
          />
          <SlotList slots={slots} zone={zone} onDelete={editable ? setDeleting : undefined} />
        </div>
      )}

      <SidePanel
        open={form !== null && editable}
        title={t(mode === 'general' ? 'form.weeklyTitle' : 'form.title')}
        closeLabel={t('form.close')}
        onClose={() => setForm(null)}
      >
        {form && (
          <SlotForm
            kind={mode === 'general' ? 'weekly' : 'exceptional'}
            initialValues={form}
            existing={availability.defaultAvailability}
            onSubmit={submitForm}
            onCancel={() => setForm(null)}
          />
        )}
      </SidePanel>
      {prompt && editable && (
        <CommentPrompt
          summary={t(`prompt.${type}`, { date: longDate(prompt.date), from: prompt.from, to: prompt.to })}
          busy={actions.creating}
          onSubmit={(comment) => void submitPrompt(comment)}
          onCancel={() => setPrompt(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null && editable}
        title={t('confirm.title')}
        message={deleting ? t('confirm.message', { slot: labelOf(deleting) }) : ''}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        danger
        busy={actions.deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

export default AvailabilityPage;
