import { useFormik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_COMMENT_MAX_LENGTH } from '@teleplan/proto/schedule-availability';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
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
  const commentHint = useId();
  const form = useFormik<SlotFormValues>({
    initialValues,
    validationSchema: slotFormSchema(kind, existing),
    onSubmit,
  });
  const errorOf = (field: keyof SlotFormValues) => {
    const error = form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
    return error ? t(error, { max: SLOT_COMMENT_MAX_LENGTH }) : undefined;
  };

  return (
    <form className="form slot-form" noValidate onSubmit={form.handleSubmit}>
      {kind === 'weekly' ? (
        <SelectField
          label={t('form.dayOfWeek')}
          name="dayOfWeek"
          value={form.values.dayOfWeek}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('dayOfWeek')}
        >
          {DAYS.map((day) => (
            <option key={day} value={day}>
              {t(`days.${day}`)}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          label={t('form.date')}
          name="date"
          type="date"
          value={form.values.date}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('date')}
        />
      )}
      <Checkbox
        name="allDay"
        label={t('form.allDay')}
        checked={form.values.allDay}
        onChange={form.handleChange}
      />
      {!form.values.allDay && (
        <div className="slot-form__times">
          <TextField
            label={t('form.from')}
            name="from"
            type="time"
            step={STEP_SECONDS}
            value={form.values.from}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={errorOf('from')}
          />
          <TextField
            label={t('form.to')}
            name="to"
            type="time"
            step={STEP_SECONDS}
            value={form.values.to}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={errorOf('to')}
          />
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
          <div className={['field', errorOf('comment') ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
            <label className="field__label" htmlFor={`${commentHint}-comment`}>
              {t('form.comment')}
            </label>
            <textarea
              id={`${commentHint}-comment`}
              name="comment"
              className="field__input"
              rows={3}
              value={form.values.comment}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              aria-describedby={commentHint}
              aria-invalid={errorOf('comment') ? true : undefined}
            />
            <p id={commentHint} className={errorOf('comment') ? 'field__error' : 'field__hint'}>
              {errorOf('comment') ?? t('form.commentHint', { max: SLOT_COMMENT_MAX_LENGTH })}
            </p>
          </div>
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
