import { AccountEvents, type CredentialsChangedPayload } from '@teleplan/proto/events';
import type { Work } from './unit-of-work.ts';

/**
 * Writes `account.credentials-changed` with the change: the authenticator then ends every sign-in session of
 * the account but `keepSessionId` (the session that made the change; null ends them all).
 */
export async function announceCredentialsChange(
  work: Work,
  accountId: string,
  reason: CredentialsChangedPayload['reason'],
  keepSessionId: string | null,
): Promise<void> {
  const payload: CredentialsChangedPayload = { accountId, reason, keepSessionId };
  await work.emit(AccountEvents.accountCredentialsChanged, payload);
}
