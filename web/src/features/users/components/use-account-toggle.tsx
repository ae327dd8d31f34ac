import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompositeProfile } from '@teleplan/proto/accounts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useDeactivateAccountMutation, useResendActivationMutation } from '../api/users-api.ts';
import { fullNameOf } from './user-labels.ts';
import { errorText } from '../../../shared/messages/error-text.ts';

/**
 * Disable or re-enable an account, each after a confirmation: disabling is `deactivate`; re-enabling is
 * mailing a new activation link, which the person confirms by choosing a password.
 * Answers `ask(user)` and the dialog to render.
 */
export function useAccountToggle() {
  const { t } = useTranslation('users');
  const toast = useToast();
  const [target, setTarget] = useState<CompositeProfile | null>(null);
  const [deactivate, deactivation] = useDeactivateAccountMutation();
  const [resend, resending] = useResendActivationMutation();
  const disabling = target?.account?.enabled ?? false;
  const name = target ? fullNameOf(target) : '';

  async function confirm() {
    if (!target) return;
    const id = target.profile.id;
    try {
      if (disabling) {
        await deactivate(id).unwrap();
        toast.success(t('toggle.disabled'));
      } else {
        await resend(id).unwrap();
        toast.success(t('toggle.mailSent'));
      }
    } catch (error) {
      toast.error(t(disabling ? 'toggle.disableFailed' : 'toggle.mailFailed', { reason: errorText(error) }));
    }
    setTarget(null);
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={t(disabling ? 'toggle.disableTitle' : 'toggle.enableTitle')}
      confirmLabel={t(disabling ? 'toggle.disableConfirm' : 'toggle.enableConfirm')}
      danger={disabling}
      busy={deactivation.isLoading || resending.isLoading}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
      message={<p>{t(disabling ? 'toggle.disableText' : 'toggle.enableText', { name })}</p>}
    />
  );
  return { ask: setTarget, dialog };
}
