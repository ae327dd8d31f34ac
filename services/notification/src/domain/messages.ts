import { notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { MessageDetail, MessageListQuery, MessageSummary } from '@teleplan/proto/notification-messages';
import type { Page } from '@teleplan/proto/paging';
import { MessagesRepository, type MessageRow } from '../data/messages.repository.ts';
import type { NotificationContext } from './context.ts';

/**
 * A recipient as the list shows it: enough to tell two apart, not enough to read it (`j***@t***.fr`,
 * `** ** ** ** 78`). The full address is in the message's detail.
 */
export function maskRecipient(recipient: string | null): string | null {
  if (!recipient) return null;
  const at = recipient.lastIndexOf('@');
  if (at > 0) {
    const domain = recipient.slice(at + 1);
    const dot = domain.lastIndexOf('.');
    const tld = dot > 0 ? domain.slice(dot) : '';
    return `${recipient[0]}***@${domain[0] ?? ''}***${tld}`;
  }
  const digits = recipient.replace(/\D/g, '');
  return `** ** ** ** ${digits.slice(-2)}`;
}

const summary = (row: MessageRow): MessageSummary => ({
  id: row.id,
  appointmentId: row.appointmentId,
  kind: row.kind,
  channel: row.channel,
  status: row.status,
  recipient: maskRecipient(row.recipient),
  attempts: row.attempts,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  scheduledAt: row.scheduledAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET messages: the log, newest first, filtered and paged. */
export async function listMessages(
  ctx: NotificationContext,
  query: MessageListQuery,
): Promise<Page<MessageSummary>> {
  const size = query.size ?? 20;
  const { rows, total } = await new MessagesRepository(ctx.dataSource.manager).list(query);
  return {
    content: rows.map(summary),
    totalElements: total,
    totalPages: Math.ceil(total / size),
    number: query.page ?? 0,
    size,
  };
}

/** GET messages/{id}: one message with its recipient and the text sent. */
export async function getMessage(ctx: NotificationContext, id: string): Promise<MessageDetail> {
  const row = await new MessagesRepository(ctx.dataSource.manager).get(id);
  if (!row) throw notFound(MessageCodes.notification.messageUnknown, 'No such message');
  return { ...summary(row), recipient: row.recipient, subject: row.subject, body: row.body };
}
