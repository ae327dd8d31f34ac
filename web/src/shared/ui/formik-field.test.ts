import type { FormikProps } from 'formik';
import { describe, expect, it } from 'vitest';
import { fieldError, formikField } from './formik-field.ts';

interface Values {
  name: string;
}

function formOf(state: { touched?: boolean; submitCount?: number; error?: string }) {
  return {
    values: { name: '' },
    errors: state.error ? { name: state.error } : {},
    touched: state.touched ? { name: true } : {},
    submitCount: state.submitCount ?? 0,
    getFieldProps: (name: string) => ({ name, value: '', onChange: () => {}, onBlur: () => {} }),
  } as unknown as FormikProps<Values>;
}

const t = (key: string) => `«${key}»`;

describe('formik field wiring', () => {
  it('shows no error on a field not left yet, before any submit', () => {
    expect(fieldError(formOf({ error: 'required' }), 'name', t)).toBeUndefined();
  });

  it("shows the schema's message, translated, once the field was left or a submit was tried", () => {
    expect(fieldError(formOf({ error: 'required', touched: true }), 'name', t)).toBe('«required»');
    expect(fieldError(formOf({ error: 'required', submitCount: 1 }), 'name', t)).toBe('«required»');
  });

  it('gives a text field its name, value, handlers and error together', () => {
    const field = formikField(formOf({ error: 'required', touched: true }), 'name', t);
    expect(field).toMatchObject({ name: 'name', value: '', error: '«required»' });
  });
});
