import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { RoomMailParameters } from '@teleplan/proto/notification';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import { formikField } from '../../../shared/ui/formik-field.ts';

interface RoomMailParametersFormProps {
  parameters: RoomMailParameters;
  onSave: (values: Omit<RoomMailParameters, 'roomId'>) => Promise<void>;
}

/** The room's custom post-appointment mail (notification service). */
export function RoomMailParametersForm({ parameters, onSave }: RoomMailParametersFormProps) {
  const { t } = useTranslation('rooms');
  const form = useFormik({
    initialValues: {
      activeSendCustomPostAppointMail: parameters.activeSendCustomPostAppointMail,
      customPostAppointMailSubject: parameters.customPostAppointMailSubject,
      customPostAppointMailContentHTML: parameters.customPostAppointMailContentHTML,
    },
    enableReinitialize: true,
    onSubmit: onSave,
  });
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit}>
      <h3 className="rooms-card__subtitle">{t('viewPage.mailParameters')}</h3>
      <Checkbox
        name="activeSendCustomPostAppointMail"
        label={t('viewPage.mailActive')}
        checked={form.values.activeSendCustomPostAppointMail}
        onChange={form.handleChange}
      />
      <TextField
        label={t('viewPage.mailSubject')}
        {...formikField(form, 'customPostAppointMailSubject', t)}
        maxLength={1000}
      />
      <TextAreaField
        label={t('viewPage.mailContent')}
        {...formikField(form, 'customPostAppointMailContentHTML', t)}
        rows={5}
      />
      <div className="rooms-inline__actions">
        <Button type="submit" variant="secondary" busy={form.isSubmitting} disabled={!form.dirty}>
          {t('viewPage.save')}
        </Button>
      </div>
    </form>
  );
}
