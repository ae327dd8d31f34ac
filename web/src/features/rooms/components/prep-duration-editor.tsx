import { useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { PREP_DURATION } from '@teleplan/proto/schedule';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { IconButton } from '../../../shared/ui/icon-button.tsx';
import { formikField } from '../../../shared/ui/formik-field.ts';
import { prepDurationSchema } from './room-form-schema.ts';

interface PrepDurationEditorProps {
  value: number;
  onSave: (prepDuration: number) => Promise<boolean>;
}

const schema = yup.object({ prepDuration: prepDurationSchema });

/** The room's preparation duration: view, edit and save modes. */
export function PrepDurationEditor({ value, onSave }: PrepDurationEditorProps) {
  const { t } = useTranslation('rooms');
  const [editing, setEditing] = useState(false);
  const form = useFormik({
    initialValues: { prepDuration: String(value) },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values) => {
      if (await onSave(Number(values.prepDuration))) setEditing(false);
    },
  });
  if (!editing)
    return (
      <div className="rooms-inline">
        <span>
          <span className="rooms-label">{t('viewPage.prepDuration')}</span>{' '}
          <strong>{t('viewPage.minutes', { count: value })}</strong>
        </span>
        <IconButton icon="pencil" size={18} label={t('viewPage.editPrep')} onClick={() => setEditing(true)} />
      </div>
    );
  return (
    <form className="rooms-inline rooms-inline--edit" noValidate onSubmit={form.handleSubmit}>
      <TextField
        label={t('viewPage.prepDuration')}
        {...formikField(form, 'prepDuration', t)}
        type="number"
        min={PREP_DURATION.minimum}
        step={PREP_DURATION.step}
        inputMode="numeric"
        autoFocus
      />
      <div className="rooms-inline__actions">
        <Button
          variant="secondary"
          onClick={() => {
            form.resetForm();
            setEditing(false);
          }}
        >
          {t('viewPage.cancel')}
        </Button>
        <Button type="submit" busy={form.isSubmitting}>
          {t('viewPage.save')}
        </Button>
      </div>
    </form>
  );
}
