import { Type, type Static, type TSchema } from 'typebox';

/** Spring Data style paging parameters: size, page (from 0), sort (`field,asc|desc`, repeatable). */
export const PageQuerySchema = Type.Object({
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 999, default: 20 })),
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  sort: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 100 }),
      Type.Array(Type.String({ maxLength: 100 }), { maxItems: 5 }),
    ]),
  ),
});
export type PageQuery = Static<typeof PageQuerySchema>;

export function PageSchema<T extends TSchema>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
    number: Type.Integer(),
    size: Type.Integer(),
  });
}
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}
