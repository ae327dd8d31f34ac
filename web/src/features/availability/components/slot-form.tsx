import { useFormik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_COMMENT_MAX_LENGTH } from '@teleplan/proto/schedule-availability';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import { formikField } from '../../../shared/ui/formik-field.ts';
import type { SlotFormValues, SlotKind } from '../domain/slot-values.ts';
import { slotFormSchema, type WeeklySlotTimes } from './slot-form-schema.ts';

interface SlotFormProps {
  kind: SlotKind;
  initialValues: SlotFormValues;
  /** The owner's weekly slots, which a new weekly slot must not overlap. */
  existing?: readonly WeeklySlotTimes[];
  /** Resolves once the slot is saved or refused (the page shows the outcome). */
  onSubmit: (values: SlotFormValues) => Promise<void>;
  onCancel: () => void;
}

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const STEP_SECONDS = 600;

/**
 * All day, from, to; the day of the week for a weekly slot, or the date, type and comment for an exceptional
 * one (docs/screens.md#slot-form). Checked as the server checks before anything is sent.
 */
export function SlotForm({ kind, initialValues, existing = [], onSubmit, onCancel }: SlotFormProps) {
  const { t } = useTranslation('availability');
  const typeLegend = useId();
  const form = useFormik<SlotFormValues>({
    initialValues,
    validationSchema: slotFormSchema(kind, existing),
    onSubmit,
  });
  // The comment's length message names its maximum.
  const field = (name: keyof SlotFormValues) =>
    formikField(form, name, (key) => t(key, { max: SLOT_COMMENT_MAX_LENGTH }));

  return (
    <form className="form slot-form" noValidate onSubmit={form.handleSubmit}>
      {kind === 'weekly' ? (
        <SelectField label={t('form.dayOfWeek')} {...field('dayOfWeek')}>
          {DAYS.map((day) => (
            <option key={day} value={day}>
              {t(`days.${day}`)}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField label={t('form.date')} type="date" {...field('date')} />
      )}
      <Checkbox
        name="allDay"
        label={t('form.allDay')}
        checked={form.values.allDay}
        onChange={form.handleChange}
      />
      {!form.values.allDay && (
        <div className="slot-form__times">
          <TextField label={t('form.from')} type="time" step={STEP_SECONDS} {...field('from')} />
          <TextField label={t('form.to')} type="time" step={STEP_SECONDS} {...field('to')} />
        </div>
      )}
      {kind === 'exceptional' && (
        <>
          <fieldset className="slot-form__type" aria-labelledby={typeLegend}>
            <legend id={typeLegend} className="field__label">
              {t('form.type')}
            </legend>
            {(['AVAILABLE', 'NOT_AVAILABLE'] as const).map((type) => (
              <label key={type} className={`slot-form__choice slot-form__choice--${type.toLowerCase()}`}>
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={form.values.type === type}
                  onChange={form.handleChange}
                />
                {t(`type.${type}`)}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label={t('form.comment')}
            rows={3}
            {...field('comment')}
            hint={t('form.commentHint', { max: SLOT_COMMENT_MAX_LENGTH })}
          />
        </>
      )}
      <div className="slot-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={form.isSubmitting}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
