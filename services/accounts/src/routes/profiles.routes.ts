import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import {
  ByQueryQuerySchema,
  CompositeProfileSchema,
  CompositeProfilesQuerySchema,
  DoctorsBySectorsQuerySchema,
  IdParamsSchema,
  PatchProfileBodySchema,
  ProfileSchema,
  ProfilesExportQuerySchema,
  ProfilesQuerySchema,
  SectorDoctorSchema,
} from '@teleplan/proto/accounts';
import { PageSchema } from '@teleplan/proto/paging';
import type { AccountsContext } from '../domain/context.ts';
import { DOCTOR_LIST_VIEWERS, EVERY_PERSON, STAFF, USER_EDITORS } from '../domain/permissions.ts';
import { patchProfile } from '../domain/profile-edit.ts';
import { exportProfiles } from '../domain/profile-export.ts';
import {
  doctorsBySectors,
  findProfiles,
  getProfile,
  profilesByQuery,
  staffComposites,
} from '../domain/profile-reads.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';

/** Reading and editing profiles (canonical base: /api/user-profiles). */
export const profileRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const tags = ['profiles'];

  app.get(
    '/profile/:id',
    {
      preHandler: app.requireRole(...EVERY_PERSON),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: ProfileSchema } },
    },
    async (request) => getProfile(ctx, actorOf(request), request.params.id),
  );

  app.patch(
    '/profile/:id',
    {
      preHandler: app.requireRole(...EVERY_PERSON),
      schema: {
        tags,
        security: bearer,
        params: IdParamsSchema,
        body: PatchProfileBodySchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => patchProfile(ctx, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/profiles',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags,
        security: bearer,
        querystring: ProfilesQuerySchema,
        response: { 200: PageSchema(ProfileSchema) },
      },
    },
    async (request) => findProfiles(ctx, actorOf(request), request.query),
  );

  app.get(
    '/by-query',
    {
      preHandler: app.requireRole(...USER_EDITORS),
      schema: {
        tags,
        security: bearer,
        querystring: ByQueryQuerySchema,
        response: { 200: PageSchema(CompositeProfileSchema) },
      },
    },
    async (request) => profilesByQuery(ctx, request.query),
  );

  app.get(
    '/by-query/export',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags,
        security: bearer,
        description:
          'The whole filtered list as CSV (UTF-8 with BOM, `;`-separated): users list columns, or `columns=patients`.',
        querystring: ProfilesExportQuerySchema,
        response: {
          200: {
            description: 'CSV file',
            // Typed as the stream the handler sends; documented as the text it becomes.
            content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const csv = await exportProfiles(ctx, actorOf(request), request.query, request.log);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv.body);
    },
  );

  app.get(
    '/staffs/composite-profiles',
    {
      preHandler: app.requireRole(...USER_EDITORS),
      schema: {
        tags,
        security: bearer,
        querystring: CompositeProfilesQuerySchema,
        response: { 200: Type.Array(CompositeProfileSchema) },
      },
    },
    async (request) => staffComposites(ctx, request.query.ids),
  );

  app.get(
    '/doctors',
    {
      preHandler: app.requireRole(...DOCTOR_LIST_VIEWERS),
      schema: {
        tags,
        security: bearer,
        querystring: DoctorsBySectorsQuerySchema,
        response: { 200: Type.Array(SectorDoctorSchema) },
      },
    },
    async (request) => doctorsBySectors(ctx, actorOf(request), request.query.sectorIds),
  );
};
