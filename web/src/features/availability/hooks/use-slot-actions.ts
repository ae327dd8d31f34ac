import { useTranslation } from 'react-i18next';
import type { AvailabilityBody } from '@teleplan/proto/schedule-availability';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import { errorMessageCode } from '../../../shared/api/api-error.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { messageText } from '../../../shared/messages/message-text.ts';
import {
  useAddAvailabilityMutation,
  useDeleteAvailabilityMutation,
} from '../../../shared/schedule/schedule-api.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { deleteBodyOf, type ShownSlot } from '../domain/slot-times.ts';

/**
 * Creating and deleting slots of one owner, each outcome told by a toast: a refusal shows 'cannot create slot'
 * or 'cannot update slot' with the server's reason (spec section 8). Each resolves to whether it worked.
 */
export function useSlotActions(ownerType: OwnerType) {
  const { t } = useTranslation('availability');
  const toast = useToast();
  const [add, adding] = useAddAvailabilityMutation();
  const [remove, removing] = useDeleteAvailabilityMutation();
  const reason = (error: unknown) => messageText(errorMessageCode(error), currentLanguage());

  const create = async (body: AvailabilityBody): Promise<boolean> => {
    try {
      await add({ ownerType, body }).unwrap();
      toast.success(t('created'));
      return true;
    } catch (error) {
      toast.error(t('createFailed', { reason: reason(error) }));
      return false;
    }
  };

  const destroy = async (shown: ShownSlot): Promise<boolean> => {
    try {
      await remove({ ownerType, body: deleteBodyOf(shown) }).unwrap();
      toast.success(t('deleted'));
      return true;
    } catch (error) {
      toast.error(t('updateFailed', { reason: reason(error) }));
      return false;
    }
  };

  return { create, destroy, creating: adding.isLoading, deleting: removing.isLoading };
}
