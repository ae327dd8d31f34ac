import type { preValidationHookHandler } from 'fastify';

/**
 * A `preValidation` hook letting the id lists named in `keys` come as repeated keys (`doctorIds=a&doctorIds=b`,
 * spec section 7), as one comma list (`doctorIds=a,b`) or both: the query schema then sees one array of ids.
 */
export function idListQuery(...keys: readonly string[]): preValidationHookHandler {
  return (request, _reply, done) => {
    const query = request.query as Record<string, unknown>;
    for (const key of keys) {
      const value = query[key];
      if (value === undefined) continue;
      query[key] = (Array.isArray(value) ? value : [value]).flatMap((item: unknown) =>
        typeof item === 'string'
          ? item
              .split(',')
              .filter((id) => id.trim() !== '')
              .map((id) => id.trim())
          : [item],
      );
    }
    done();
  };
}
