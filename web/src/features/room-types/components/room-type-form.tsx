import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { RoomType } from '@teleplan/proto/material-resources';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useCreateRoomTypeMutation, usePatchRoomTypeMutation } from '../api/room-types-api.ts';
import { roomTypeBody, roomTypeFormSchema, type RoomTypeFormValues } from './room-type-form-schema.ts';
import { errorText } from '../../../shared/messages/error-text.ts';
import { fieldError, formikField } from '../../../shared/ui/formik-field.ts';

interface RoomTypeFormProps {
  /** The type to edit; a new one when absent. */
  roomType?: RoomType;
  onSaved: (saved: RoomType) => void;
}

/** The code (stored upper-case) and its French (required) and English texts of a room type. */
export function RoomTypeForm({ roomType, onSaved }: RoomTypeFormProps) {
  const { t } = useTranslation('roomTypes');
  const toast = useToast();
  const [createRoomType] = useCreateRoomTypeMutation();
  const [patchRoomType] = usePatchRoomTypeMutation();
  const formik = useFormik<RoomTypeFormValues>({
    initialValues: {
      name: roomType?.name ?? '',
      fr: roomType?.translations.fr ?? '',
      en: roomType?.translations.en ?? '',
    },
    validationSchema: roomTypeFormSchema,
    onSubmit: async (values) => {
      const body = roomTypeBody(values);
      const result = roomType ? await patchRoomType({ id: roomType.id, body }) : await createRoomType(body);
      if ('error' in result) {
        const reason = errorText(result.error);
        return toast.error(t('form.failed', { reason }));
      }
      toast.success(roomType ? t('form.updated') : t('form.created'));
      onSaved(result.data);
    },
  });
  const error = (field: keyof RoomTypeFormValues & string) => fieldError(formik, field, t);
  return (
    <form className="form" onSubmit={formik.handleSubmit} noValidate aria-labelledby="room-type-form-title">
      <h2 id="room-type-form-title">{roomType ? t('form.editTitle') : t('form.createTitle')}</h2>
      <TextField
        label={t('form.name')}
        {...formik.getFieldProps('name')}
        onChange={(event) => void formik.setFieldValue('name', event.target.value.toUpperCase())}
        error={error('name')}
        hint={t('form.nameHint')}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <TextField
        label={t('form.fr')}
        {...formikField(formik, 'fr', t)}
        autoComplete="off"
        lang="fr"
        required
      />
      <TextField label={t('form.en')} {...formikField(formik, 'en', t)} autoComplete="off" lang="en" />
      <Button type="submit" busy={formik.isSubmitting}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
