import { SectorQuotaSchema } from '@teleplan/proto/licenses';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddDoctorsBodySchema,
  CreateSectorBodySchema,
  IdParamsSchema,
  PatchSectorBodySchema,
  RoomManagerParamsSchema,
  SectorDoctorParamsSchema,
  SectorHeadSchema,
  SectorSchema,
  SectorsWithQuerySchema,
  WithDetailsQuerySchema,
} from '@teleplan/proto/material-resources';
import { PageSchema } from '@teleplan/proto/paging';
import { NoContentSchema } from '@teleplan/kit/openapi';
import type { ResourcesContext } from '../domain/context.ts';
import { ADMINS, SECTOR_EDITORS, STAFF } from '../domain/scope.ts';
import { linkDoctors, unlinkDoctor } from '../domain/sector-doctors.ts';
import {
  getSector,
  sectorAvailability,
  listSectors,
  sectorByManager,
  sectorHead,
  sectorsByDoctor,
  sectorsWith,
} from '../domain/sector-reads.ts';
import { assignSectorManager, unassignSectorManager, createSector, patchSector } from '../domain/sectors.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';

const tags = ['sectors'];

/** Sectors (digital practices): creation with a licence key, manager, doctors and reads. */
export const sectorRoutes: FastifyPluginAsyncTypebox<{ ctx: ResourcesContext }> = async (app, { ctx }) => {
  app.post(
    '/sectors',
    {
      preHandler: app.requireRole(...ADMINS),
      schema: { tags, security: bearer, body: CreateSectorBodySchema, response: { 201: SectorSchema } },
    },
    async (request, reply) => reply.status(201).send(await createSector(ctx, request.body)),
  );

  app.patch(
    '/update-sector/:id',
    {
      preHandler: app.requireRole(...SECTOR_EDITORS),
      schema: {
        tags,
        security: bearer,
        params: IdParamsSchema,
        body: PatchSectorBodySchema,
        response: { 200: SectorSchema },
      },
    },
    async (request) => patchSector(ctx, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/sectors/:id/sector-manager/:userId',
    {
      preHandler: app.requireRole(...ADMINS),
      schema: { tags, security: bearer, params: RoomManagerParamsSchema, response: { 200: SectorSchema } },
    },
    async (request) => assignSectorManager(ctx, request.params.id, request.params.userId),
  );

  app.delete(
    '/sectors/:id/sector-manager',
    {
      preHandler: app.requireRole(...ADMINS),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: SectorSchema } },
    },
    async (request) => unassignSectorManager(ctx, request.params.id),
  );

  // The web calls this path with a trailing slash; both spellings answer.
  for (const path of ['/get-sector-list', '/get-sector-list/']) {
    app.get(
      path,
      {
        preHandler: app.requireRole(...STAFF),
        schema: { tags, security: bearer, response: { 200: Type.Array(SectorSchema) } },
      },
      async (request) => listSectors(ctx, actorOf(request)),
    );
  }

  for (const [path, aggregated] of [
    ['/sectors/with', false],
    ['/sectors/aggregated-details', true],
  ] as const) {
    app.get(
      path,
      {
        preHandler: app.requireRole(...STAFF),
        schema: {
          tags,
          security: bearer,
          querystring: SectorsWithQuerySchema,
          response: { 200: PageSchema(SectorSchema) },
        },
      },
      async (request) => sectorsWith(ctx, actorOf(request), request.query, aggregated),
    );
  }

  app.get(
    '/get-sector/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: SectorHeadSchema } },
    },
    async (request) => sectorHead(ctx, actorOf(request), request.params.id),
  );

  app.get(
    '/get-sector-details/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: SectorSchema } },
    },
    async (request) => getSector(ctx, actorOf(request), request.params.id, true),
  );

  app.get(
    '/sectors/:id/availability',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: SectorQuotaSchema } },
    },
    async (request) => sectorAvailability(ctx, actorOf(request), request.params.id),
  );

  app.get(
    '/sectors/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags,
        security: bearer,
        params: IdParamsSchema,
        querystring: WithDetailsQuerySchema,
        response: { 200: SectorSchema },
      },
    },
    async (request) =>
      getSector(ctx, actorOf(request), request.params.id, request.query.withDetails ?? false),
  );

  app.get(
    '/get-sector-by-manager/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: SectorSchema } },
    },
    async (request) => sectorByManager(ctx, actorOf(request), request.params.id),
  );

  app.get(
    '/get-sectors-by-doctor/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: Type.Array(SectorSchema) } },
    },
    async (request) => sectorsByDoctor(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/add-doctor-sector/:sectorId/:doctorId',
    {
      preHandler: app.requireRole(...SECTOR_EDITORS),
      schema: { tags, security: bearer, params: SectorDoctorParamsSchema, response: { 200: SectorSchema } },
    },
    async (request) => linkDoctors(ctx, actorOf(request), request.params.sectorId, [request.params.doctorId]),
  );

  app.post(
    '/add-doctors-sector',
    {
      preHandler: app.requireRole(...SECTOR_EDITORS),
      schema: { tags, security: bearer, body: AddDoctorsBodySchema, response: { 200: SectorSchema } },
    },
    async (request) => linkDoctors(ctx, actorOf(request), request.body.sectorId, request.body.doctorIds),
  );

  app.delete(
    '/delete-doctor-sector/:sectorId/:doctorId',
    {
      preHandler: app.requireRole(...SECTOR_EDITORS),
      schema: {
        tags,
        security: bearer,
        params: SectorDoctorParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await unlinkDoctor(ctx, actorOf(request), request.params.sectorId, request.params.doctorId);
      return reply.status(204).send();
    },
  );
};
