import { object, string } from 'yup';

export const loginSchema = object({
  username: string().trim().required('validation.required').email('validation.email'),
  password: string().required('validation.required'),
});
