import Fastify from 'fastify';

/** How an owner answers one read: 200 (allowed), 403, 404, or never within the timeout. */
export type OwnerAnswer = 200 | 403 | 404 | 'slow';

export interface OwnerStub {
  /** `http://127.0.0.1:<port>/api`: schedule and accounts live under it. */
  baseUrl: string;
  /** What the next reads answer, by path (`/api/schedule/appointments/<id>`); 404 for the rest. */
  answers: Map<string, { status: OwnerAnswer; body?: unknown }>;
  /** The Authorization header of each read received. */
  authorizations: string[];
  close(): Promise<void>;
}

/**
 * schedule's `GET appointments/{id}` and accounts' `GET profile/{id}` as an in-test HTTP server: the logger
 * reaches it through its real client (the caller's token, the timeout), and the stub answers what the test set.
 */
export async function startOwnerStub(): Promise<OwnerStub> {
  const answers: OwnerStub['answers'] = new Map();
  const authorizations: string[] = [];
  const app = Fastify();
  app.get('/*', async (request, reply) => {
    authorizations.push(request.headers.authorization ?? '');
    const answer = answers.get(request.url) ?? { status: 404 };
    if (answer.status === 'slow') await new Promise((resolve) => setTimeout(resolve, 2_000));
    const status = answer.status === 'slow' ? 200 : answer.status;
    if (status === 200) return reply.send(answer.body ?? {});
    return reply.code(status).send({ messageCode: 'common.auth.forbidden', message: 'refused' });
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl: `${address}/api`, answers, authorizations, close: () => app.close() };
}
