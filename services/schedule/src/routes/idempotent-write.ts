import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from 'typeorm';
import { IDEMPOTENCY_HEADER, idempotent } from '@teleplan/kit/http/idempotency';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { mappingOverlaps } from '../domain/booking-errors.ts';
import type { ScheduleContext } from '../domain/context.ts';

/**
 * Answers a user's write (booking, move, cancel, payment) once per `Idempotency-Key`: a retry of the same action
 * gets the first answer again (header `idempotent-replayed: true`) instead of acting twice or meeting its own
 * booking as a conflict. The write and the key row share one transaction; the outbox is kicked after the commit.
 */
export async function writeOnce(
  ctx: ScheduleContext,
  request: FastifyRequest,
  reply: FastifyReply,
  done: { status: number; line: string },
  write: (manager: EntityManager) => Promise<unknown>,
): Promise<FastifyReply> {
  const { status } = done;
  const header = request.headers[IDEMPOTENCY_HEADER];
  const answer = await mappingOverlaps(() =>
    idempotent(
      ctx.dataSource,
      {
        caller: request.user.sub,
        key: typeof header === 'string' ? header : undefined,
        request: [request.method, request.url, request.body ?? null],
        now: ctx.clock(),
        reusedCode: MessageCodes.scheduleAppointments.idempotencyKeyReused,
      },
      async (manager) => ({ status, body: await write(manager) }),
    ),
  );
  ctx.kickOutbox();
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  // Kept for the platform's log (the logger service), so the request an audit entry names has a line there.
  else request.log.info({ keep: true, appointmentId: appointmentIdOf(answer.body) }, done.line);
  return reply.code(answer.status).send(answer.body);
}

function appointmentIdOf(body: unknown): string | undefined {
  return (body as { appointment?: { id?: string } } | null)?.appointment?.id;
}
