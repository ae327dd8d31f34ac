import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { useDownloadCsvMutation } from '../api/csv-download-api.ts';
import { useToast } from '../toast/use-toast.ts';
import { Button } from '../ui/button.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { TextField } from '../ui/text-field.tsx';
import { defaultExportRange, EXPORT_MIN_DATE, exportMaxDate, exportRangeErrors } from './export-range.ts';
import { SCHEDULE_UI_NS } from './schedule-ui-texts.ts';
import { dayBounds, localDateOf } from './zoned-time.ts';
import { errorText } from '../messages/error-text.ts';

/** Whose appointments are exported: they name the id parameter and the file. */
export type ExportOwnerType = 'DOCTOR' | 'ROOM' | 'SECTOR';

const ID_PARAM: Record<ExportOwnerType, 'doctorIds' | 'roomIds' | 'sectorIds'> = {
  DOCTOR: 'doctorIds',
  ROOM: 'roomIds',
  SECTOR: 'sectorIds',
};

interface ExportAppointmentsModalProps {
  ownerType: ExportOwnerType;
  /** The selected rows; none means every one the caller may see. */
  ids: readonly string[];
  zone?: string;
  onClose: () => void;
}

/**
 * Exports the appointments of chosen doctors, rooms or sectors between two days as a CSV
 * (`schedule/export/appointments`); from the doctors, rooms and sectors tables and the calendars.
 */
export function ExportAppointmentsModal({
  ownerType,
  ids,
  zone = DEFAULT_ZONE,
  onClose,
}: ExportAppointmentsModalProps) {
  const { t } = useTranslation(SCHEDULE_UI_NS);
  const toast = useToast();
  const formId = useId();
  const today = localDateOf(new Date(), zone);
  const [range, setRange] = useState(() => defaultExportRange(today));
  const [touched, setTouched] = useState(false);
  const [download, downloading] = useDownloadCsvMutation();
  const errors = exportRangeErrors(range.from, range.to, today);
  const valid = !errors.from && !errors.to;
  const shown = (error: string | null) =>
    error && (touched || error === 'invalidRange') ? t(`exportModal.${error}`) : undefined;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    const result = await download({
      path: 'schedule/export/appointments',
      params: {
        from: dayBounds(range.from, zone).start,
        to: dayBounds(range.to, zone).end,
        zone,
        [ID_PARAM[ownerType]]: ids.length > 0 ? ids : undefined,
      },
      // In the language of the screen, as the rest of what the person reads.
      fileName: t(`exportModal.fileName_${ownerType}`, { from: range.from, to: range.to }),
    });
    if ('error' in result) toast.error(errorText(result.error));
    else {
      toast.success(t('exportModal.done'));
      onClose();
    }
  }

  return (
    <ModalDialog
      title={t('exportModal.title')}
      onClose={onClose}
      actions={
        <>
          {/* An end before the start hides the submit button (docs/screens.md#exports). */}
          {errors.to !== 'invalidRange' && (
            <Button type="submit" form={formId} busy={downloading.isLoading}>
              {t('exportModal.submit')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('exportModal.cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} className="form export-modal" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          {ids.length > 0
            ? t(`exportModal.scope_${ownerType}`, { count: ids.length })
            : t(`exportModal.scopeAll_${ownerType}`)}
        </p>
        <TextField
          label={t('exportModal.from')}
          name="from"
          type="date"
          required
          min={EXPORT_MIN_DATE}
          max={exportMaxDate(today)}
          value={range.from}
          error={shown(errors.from)}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField
          label={t('exportModal.to')}
          name="to"
          type="date"
          required
          min={EXPORT_MIN_DATE}
          max={exportMaxDate(today)}
          value={range.to}
          error={shown(errors.to)}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
        {downloading.isLoading && (
          <p className="notice notice--warning" role="status">
            {t('exportModal.waiting')}
          </p>
        )}
      </form>
    </ModalDialog>
  );
}
