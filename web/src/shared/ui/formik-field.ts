import type { FormikProps } from 'formik';

/** The words of a schema message key (a feature's `t`). */
type Translate = (key: string) => string;

/**
 * A field's error to show: the translated message of its schema once the field was left or a submit was tried,
 * otherwise none (a form does not greet its user with errors).
 */
export function fieldError<Values>(form: FormikProps<Values>, name: keyof Values & string, t: Translate) {
  const error = form.errors[name];
  return (form.touched[name] || form.submitCount > 0) && typeof error === 'string' ? t(error) : undefined;
}

/** The Formik wiring of one text field: name, value, change and blur handlers, and its error to show. */
export function formikField<Values>(form: FormikProps<Values>, name: keyof Values & string, t: Translate) {
  return { ...form.getFieldProps<string>(name), error: fieldError(form, name, t) };
}
