import type { preValidationHookHandler } from 'fastify';

/**
 * A route's `preValidation` hook that lets the id lists named in `keys` come as repeated keys
 * (`doctorIds=a&doctorIds=b`) or as comma lists (`doctorIds=a,b`), or both at once: each
 * value is split on commas, blanks around an id are dropped, and the query schema then sees one array of ids.
 * A key given once stays an array for the schema (the server coerces a single value to `[value]`).
 */
export function idListQuery(...keys: readonly string[]): preValidationHookHandler {
  return (request, _reply, done) => {
    const query = request.query as Record<string, unknown>;
    for (const key of keys) {
      const value = query[key];
      if (value === undefined) continue;
      const values = Array.isArray(value) ? value : [value];
      query[key] = values.flatMap((item) =>
        typeof item === 'string'
          ? item
              .split(',')
              .map((id) => id.trim())
              .filter((id) => id !== '')
          : [item],
      );
    }
    done();
  };
}
