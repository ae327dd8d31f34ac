import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { RoomMailParameters } from '@teleplan/proto/notification';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';

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
        name="customPostAppointMailSubject"
        value={form.values.customPostAppointMailSubject}
        onChange={form.handleChange}
        maxLength={1000}
      />
      <div className="field">
        <label className="field__label" htmlFor="room-mail-content">
          {t('viewPage.mailContent')}
        </label>
        <textarea
          id="room-mail-content"
          className="field__input"
          name="customPostAppointMailContentHTML"
          rows={5}
          value={form.values.customPostAppointMailContentHTML}
          onChange={form.handleChange}
        />
      </div>
      <div className="rooms-inline__actions">
        <Button type="submit" variant="secondary" busy={form.isSubmitting} disabled={!form.dirty}>
          {t('viewPage.save')}
        </Button>
      </div>
    </form>
  );
}
