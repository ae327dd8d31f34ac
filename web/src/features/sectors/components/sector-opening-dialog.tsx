import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useSetSectorOpenMutation } from '../api/sectors-api.ts';
import { errorText } from '../../../shared/messages/error-text.ts';

export interface OpeningRequest {
  id: string;
  name: string;
  /** The state asked for. */
  open: boolean;
}

/** Asks the distributor before closing or reopening a practice, then does it. */
export function SectorOpeningDialog({
  request,
  onDone,
}: {
  request: OpeningRequest | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('sectors');
  const toast = useToast();
  const [setOpen, state] = useSetSectorOpenMutation();
  const confirm = async () => {
    if (!request) return;
    const result = await setOpen({ id: request.id, open: request.open });
    if ('error' in result) toast.error(t('actionFailed', { reason: errorText(result.error) }));
    else toast.success(request.open ? t('opening.opened') : t('opening.closed'));
    onDone();
  };
  const open = request?.open ?? false;
  return (
    <ConfirmDialog
      open={request !== null}
      title={open ? t('opening.openTitle') : t('opening.closeTitle')}
      message={<p>{t(open ? 'opening.openText' : 'opening.closeText', { name: request?.name })}</p>}
      confirmLabel={open ? t('opening.openConfirm') : t('opening.closeConfirm')}
      cancelLabel={t('cancel')}
      danger={!open}
      busy={state.isLoading}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  );
}
