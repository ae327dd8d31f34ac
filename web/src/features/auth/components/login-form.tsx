import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { useSharedDispatch } from '../../../shared/store/shared-state.ts';
import { signIn } from '../../../shared/session/session-thunks.ts';
import { messageText } from '../../../shared/messages/message-text.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { loginFailure } from './login-failure.ts';
import { loginSchema } from './login-schema.ts';
import { fieldError } from '../../../shared/ui/formik-field.ts';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const dispatch = useSharedDispatch();
  const navigate = useNavigate();
  const toast = useToast();

  const form = useFormik({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    async onSubmit(values) {
      const result = await dispatch(signIn(values.username.trim(), values.password));
      if (result.ok) {
        toast.clear();
        toast.success(t('login.success'));
        await navigate('/app/home', { replace: true });
        return;
      }
      const failure = loginFailure(result);
      switch (failure.kind) {
        case 'locked':
          toast.error(t('login.locked'));
          break;
        case 'wrongPassword':
          toast.error(t('login.wrongPassword', { count: failure.remaining }));
          break;
        case 'unreachable':
          toast.error(t('login.unreachable'));
          break;
        case 'rateLimited':
          toast.error(messageText('common.request.rate_limited', currentLanguage()));
          break;
        case 'unknownAccount':
          toast.error(t('login.unknownAccount'));
          break;
      }
    },
  });

  const errorOf = (field: 'username' | 'password') => fieldError(form, field, t);

  return (
    <form className="form" onSubmit={form.handleSubmit} noValidate>
      <TextField
        label={t('login.identifier')}
        name="username"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={form.values.username}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('username')}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('password')}
      />
      <Button type="submit" className="btn--block" busy={form.isSubmitting}>
        {t('login.submit')}
      </Button>
      <p className="form__aside">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
      </p>
    </form>
  );
}
