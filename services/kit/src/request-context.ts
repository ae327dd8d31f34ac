import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventActor } from '@teleplan/proto/events';

/** What the kit knows of the request a piece of work runs for (docs/events.md#envelope). */
export interface RequestContext {
  /** Fastify's `request.id`: a valid incoming `x-request-id`, else a fresh UUID. */
  requestId: string;
  /** The signed-in person, once the auth plugin verified their token (never a service). */
  actor?: EventActor;
}

const storage = new AsyncLocalStorage<RequestContext>();
const contexts = new WeakMap<FastifyRequest, RequestContext>();

/** The request the caller runs for, if any: handlers, transactions and after-commit tasks of a request see it. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * Runs `work` as no request's: what a request only sets in motion (the outbox relay's rounds, the bus's
 * deliveries to consumers) is not done on behalf of its person.
 */
export function outsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}

/** Records the person a request acts for; the events it writes and its log lines then name them. */
export function setRequestActor(request: FastifyRequest, actor: EventActor): void {
  const context = contexts.get(request);
  if (context) context.actor = actor;
}

/**
 * Enters a fresh context for every request of `app`, from its first hook to its last: guards, handler, their
 * transactions and after-commit tasks run in it (Node 24+ carries it through the body's reads too; tested over
 * a socket with a body of several reads in `test/request-context.int.test.ts`).
 */
export function trackRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const context: RequestContext = { requestId: request.id };
    contexts.set(request, context);
    storage.run(context, done);
  });
}
