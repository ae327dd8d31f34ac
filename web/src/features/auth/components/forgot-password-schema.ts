import { object, string } from 'yup';

export const forgotPasswordSchema = object({
  email: string().trim().required('validation.required').email('validation.email'),
  captcha: string().required('forgot.captchaRequired'),
});
