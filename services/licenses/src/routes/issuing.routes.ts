import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IssueLicenseBodySchema,
  IssuedLicenseSchema,
  LicensePublicKeysSchema,
} from '@teleplan/proto/licenses';
import { PageQuerySchema, PageSchema } from '@teleplan/proto/paging';
import type { LicensesContext } from '../domain/context.ts';
import { issueLicense, listIssued } from '../domain/issuing.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';
import { ISSUERS } from './permissions.ts';

/** The distributor issues licence keys and sees what became of them; anyone may verify a key offline. */
export const issuingRoutes: FastifyPluginAsyncTypebox<{ ctx: LicensesContext }> = async (app, { ctx }) => {
  const tags = ['licenses'];

  app.post(
    '/issue',
    {
      preHandler: app.requireRole(...ISSUERS),
      schema: {
        tags,
        security: bearer,
        body: IssueLicenseBodySchema,
        response: { 201: IssuedLicenseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await issueLicense(ctx, request.body.nbRooms, actorOf(request).id)),
  );

  app.get(
    '/keys',
    {
      preHandler: app.requireRole(...ISSUERS),
      schema: {
        tags,
        security: bearer,
        querystring: PageQuerySchema,
        response: { 200: PageSchema(IssuedLicenseSchema) },
      },
    },
    async (request) => listIssued(ctx, request.query.size ?? 20, request.query.page ?? 0),
  );

  app.get(
    '/public-keys',
    {
      schema: {
        tags,
        summary: 'Ed25519 public keys that verify licence keys',
        response: { 200: LicensePublicKeysSchema },
      },
    },
    async () => ({ keys: ctx.signer.publicKeys() }),
  );
};
