import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ByQueryQuerySchema,
  CompositeProfileSchema,
  CompositeProfilesQuerySchema,
  DoctorsBySectorsQuerySchema,
  IdParamsSchema,
  PatchProfileBodySchema,
  ProfileSchema,
  ProfilesQuerySchema,
  SectorDoctorSchema,
  type ByQueryQuery,
  type CompositeProfilesQuery,
  type DoctorsBySectorsQuery,
  type IdParams,
  type PatchProfileBody,
  type ProfilesQuery,
} from '@teleplan/proto/accounts';
import { PageSchema } from '@teleplan/proto/paging';
import type { AccountsContext } from '../domain/context.ts';
import { DOCTOR_LIST_VIEWERS, EVERY_PERSON, STAFF, USER_EDITORS } from '../domain/permissions.ts';
import { patchProfile } from '../domain/profile-edit.ts';
import {
  doctorsBySectors,
  findProfiles,
  getProfile,
  profilesByQuery,
  staffComposites,
} from '../domain/profile-reads.ts';
import { actorOf, bearer } from './actor.ts';

/** Reading and editing profiles (canonical base: /api/user-profiles). */
export function profileRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  const tags = ['profiles'];

  app.get<{ Params: IdParams }>(
    '/profile/:id',
    {
      preHandler: app.requireRole(...EVERY_PERSON),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: ProfileSchema } },
    },
    async (request) => getProfile(ctx, actorOf(request), request.params.id),
  );

  app.patch<{ Params: IdParams; Body: PatchProfileBody }>(
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

  app.get<{ Querystring: ProfilesQuery }>(
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

  app.get<{ Querystring: ByQueryQuery }>(
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

  app.get<{ Querystring: CompositeProfilesQuery }>(
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

  app.get<{ Querystring: DoctorsBySectorsQuery }>(
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
}
