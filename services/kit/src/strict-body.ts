import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyInstance } from 'fastify';

const factory = AjvCompiler();
// Same options as the kit's server, except that bodies are never coerced: `{"telephoneNumber": true}` or a
// number where a string is expected is a client mistake (400), not a value to convert. Query strings and path
// parameters are text by nature and keep the coercion (numbers, booleans, repeated keys as arrays).
const lenient = factory(
  {},
  { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: false } },
);
const strict = factory(
  {},
  { customOptions: { coerceTypes: false, useDefaults: true, removeAdditional: false } },
);

/** Validates request bodies of the routes registered on `app` without type coercion. */
export function useStrictBodies(app: FastifyInstance): void {
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? strict(route) : lenient(route)));
}
