import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { useRequestResetPasswordMutation } from '../api/auth-api.ts';
import { CaptchaField } from './captcha-field.tsx';
import { forgotPasswordSchema } from './forgot-password-schema.ts';
import { errorText } from '../../../shared/messages/error-text.ts';
import { formikField } from '../../../shared/ui/formik-field.ts';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const toast = useToast();
  const [requestReset] = useRequestResetPasswordMutation();
  const [captchaGeneration, setCaptchaGeneration] = useState(0);

  const form = useFormik({
    initialValues: { email: '', captcha: '' },
    validationSchema: forgotPasswordSchema,
    async onSubmit(values) {
      try {
        await requestReset({ email: values.email.trim(), captcha: values.captcha }).unwrap();
        toast.success(t('forgot.sent'));
        await navigate('/', { replace: true });
      } catch (error) {
        toast.error(errorText(error));
        // A payload is single-use: solve a new challenge before the next try.
        setCaptchaGeneration((n) => n + 1);
      }
    },
  });

  const waitingForCaptcha = !form.values.captcha;

  return (
    <form className="form" onSubmit={form.handleSubmit} noValidate>
      <TextField
        label={t('forgot.email')}
        {...formikField(form, 'email', t)}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
      />
      <CaptchaField
        generation={captchaGeneration}
        onChange={(payload) => void form.setFieldValue('captcha', payload ?? '', false)}
      />
      <Button
        type="submit"
        className="btn--block"
        busy={form.isSubmitting}
        disabled={waitingForCaptcha}
        aria-describedby={waitingForCaptcha ? 'forgot-waiting' : undefined}
      >
        {t('forgot.submit')}
      </Button>
      {waitingForCaptcha && (
        <p id="forgot-waiting" className="form__reason">
          {t('forgot.captchaRequired')}
        </p>
      )}
      <p className="form__aside">
        <Link to="/">{t('forgot.back')}</Link>
      </p>
    </form>
  );
}
