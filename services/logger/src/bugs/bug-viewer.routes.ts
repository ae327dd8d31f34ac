import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer } from '@teleplan/kit/auth/actor';
import {
  BugIssuePageSchema,
  BugIssueParamsSchema,
  BugIssueSchema,
  BugIssuesQuerySchema,
  BugTrackerSettingsBodySchema,
  BugTrackerSettingsSchema,
} from '@teleplan/proto/logger';
import { bugIssue, bugIssuePage } from './bug-issues.ts';
import type { BugViewerContext } from './context.ts';
import { getTrackerSettings, putTrackerSettings } from './tracker-settings.ts';

const tags = ['bug viewer'];

/** The bug viewer (docs/bug-viewer.md): the tracker's settings and its issues, super admin only. */
export const bugViewerRoutes: FastifyPluginAsyncTypebox<{ ctx: BugViewerContext }> = async (app, { ctx }) => {
  const superAdmin = app.requireRole('SUPER_ADMIN');

  app.get(
    '/issues',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        security: bearer,
        querystring: BugIssuesQuerySchema,
        response: { 200: BugIssuePageSchema },
      },
    },
    async (request) => bugIssuePage(ctx, request.query),
  );

  app.get(
    '/issues/:id',
    {
      preHandler: superAdmin,
      schema: { tags, security: bearer, params: BugIssueParamsSchema, response: { 200: BugIssueSchema } },
    },
    async (request) => bugIssue(ctx, request.params.id),
  );

  app.get(
    '/settings',
    {
      preHandler: superAdmin,
      schema: { tags, security: bearer, response: { 200: BugTrackerSettingsSchema } },
    },
    async () => getTrackerSettings(ctx),
  );

  app.put(
    '/settings',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        security: bearer,
        body: BugTrackerSettingsBodySchema,
        response: { 200: BugTrackerSettingsSchema },
      },
    },
    async (request) => putTrackerSettings(ctx, request.body),
  );
};
