import { Type, type Static } from 'typebox';

/** The one error body every service answers with (docs/errors.md#one-body). */
export const ErrorBodySchema = Type.Object({
  messageCode: Type.String(),
  message: Type.String(),
  errors: Type.Optional(
    Type.Array(Type.Object({ messageCode: Type.String(), id: Type.Optional(Type.String()) })),
  ),
});
export type ErrorBody = Static<typeof ErrorBodySchema>;
