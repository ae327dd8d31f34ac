import { object, string } from 'yup';

export interface RoomTypeFormValues {
  /** The translation code, stored upper-case. */
  name: string;
  fr: string;
  en: string;
}

/** Room type (docs/screens.md#forms): the code and the French text required; English optional. */
export const roomTypeFormSchema = object({
  name: string()
    .trim()
    .required('roomTypes:form.nameRequired')
    .matches(/^[\p{L}\p{N} _.-]+$/u, 'roomTypes:form.nameFormat'),
  fr: string().trim().required('roomTypes:form.frRequired'),
  en: string().trim(),
});

/** The body the service takes: the code upper-case, the English text only when given. */
export function roomTypeBody(values: RoomTypeFormValues) {
  const en = values.en.trim();
  return {
    name: values.name.trim().toUpperCase(),
    translations: { fr: values.fr.trim(), ...(en ? { en } : {}) },
  };
}
