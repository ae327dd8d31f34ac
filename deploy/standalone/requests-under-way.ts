import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface RequestsUnderWay {
  /** Resolves once every request under way now has been answered, or after `limitMs`. */
  settled(limitMs: number): Promise<void>;
}

const isEventStream = (response: ServerResponse) =>
  String(response.getHeader('content-type') ?? '').startsWith('text/event-stream');

/**
 * Follows the requests `app` is answering (call it before registering the routes). Closing Fastify refuses
 * new requests at once (503) while it drains the ones under way: a request under way would then have the calls
 * it makes to another service of the same process refused. The platform waits for `settled()` first, while
 * everything still answers.
 */
export function trackRequestsUnderWay(app: FastifyInstance): RequestsUnderWay {
  const underWay = new Set<ServerResponse>();
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    underWay.add(response);
    // `close` comes once the answer is sent, or when the client went away first.
    response.once('close', () => underWay.delete(response));
    done();
  });
  return {
    async settled(limitMs) {
      // An event stream is never answered: its service ends it as it closes, after this wait.
      const answered = [...underWay]
        .filter((response) => !isEventStream(response))
        .map((response) => new Promise<void>((resolve) => response.once('close', () => resolve())));
      if (answered.length === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(answered),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs))),
      ]);
      clearTimeout(timer);
    },
  };
}
