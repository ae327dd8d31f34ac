import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityBody } from '@teleplan/proto/schedule-availability';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import { errorMessageCode } from '../../../shared/api/api-error.ts';
import {
  useAddAvailabilityMutation,
  useDeleteAvailabilityMutation,
} from '../../../shared/schedule/schedule-api.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { deleteBodyOf, type ShownSlot } from '../domain/slot-times.ts';
import { errorText } from '../../../shared/messages/error-text.ts';

/**
 * Creating and deleting slots of one owner, each outcome told by a toast: a refusal shows 'cannot create slot'
 * or 'cannot update slot' with the server's reason (docs/screens.md). Each resolves to whether it worked. A sector
 * manager refused because the doctor also works in another manager's sector cannot change this week at all:
 * `readOnly` turns true instead of a toast, and the page says why.
 */
export function useSlotActions(ownerType: OwnerType) {
  const { t } = useTranslation('availability');
  const toast = useToast();
  const [add, adding] = useAddAvailabilityMutation();
  const [remove, removing] = useDeleteAvailabilityMutation();
  const [readOnly, setReadOnly] = useState(false);
  const refused = (error: unknown, text: 'createFailed' | 'updateFailed') => {
    if (errorMessageCode(error) === MessageCodes.scheduleAvailability.doctorShared) setReadOnly(true);
    else toast.error(t(text, { reason: errorText(error) }));
  };

  const create = async (body: AvailabilityBody): Promise<boolean> => {
    try {
      await add({ ownerType, body }).unwrap();
      toast.success(t('created'));
      return true;
    } catch (error) {
      refused(error, 'createFailed');
      return false;
    }
  };

  const destroy = async (shown: ShownSlot): Promise<boolean> => {
    try {
      await remove({ ownerType, body: deleteBodyOf(shown) }).unwrap();
      toast.success(t('deleted'));
      return true;
    } catch (error) {
      refused(error, 'updateFailed');
      return false;
    }
  };

  return { create, destroy, creating: adding.isLoading, deleting: removing.isLoading, readOnly };
}
