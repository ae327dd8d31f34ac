import type { preValidationHookHandler } from 'fastify';

/**
 * A route's preValidation hook accepting id lists both as repeated keys (`doctorIds=a&doctorIds=b`, spec section
 * 7) and as comma lists (`doctorIds=a,b`): each named query key becomes one flat array before the schema checks
 * its ids.
 */
export function idListQuery(...keys: string[]): preValidationHookHandler {
  return (request, _reply, done) => {
    const query = request.query as Record<string, unknown>;
    for (const key of keys) {
      const value = query[key];
      if (value === undefined) continue;
      const parts = Array.isArray(value) ? value : [value];
      query[key] = parts.flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]));
    }
    done();
  };
}
