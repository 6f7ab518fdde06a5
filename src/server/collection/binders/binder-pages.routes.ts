import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditApplyInputSchema,
  binderLayoutInputSchema,
  filePageInputSchema,
  filePageParamsSchema,
  filePageResultSchema,
} from '#core/collection/binder-location.schema.ts';
import { binderSchema } from '#core/collection/user-product.schema.ts';
import { idParams } from '../../http/id-params.ts';
import { requireUser } from '../../plugins/session.ts';
import { changeContextOf } from '../history/change-context.ts';
import { applyAuditFixes, changeBinderLayout, fileBinderPage } from './binder-pages.service.ts';
import { getUserBinder } from './binders.service.ts';

const TAGS = ['collection'];

/** Binder pages (issue 32): the pocket layout, filing a scanned page, an audit walk's fixes. */
export const binderPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/layout',
    {
      schema: {
        tags: TAGS,
        summary: "Change a binder's pocket layout (3x3, 2x2 or 4x3)",
        params: idParams,
        body: binderLayoutInputSchema,
        response: { 200: binderSchema },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const { pocket_layout } = request.body;
      const change = changeContextOf(request, reply);
      await changeBinderLayout(app.db, userId, request.params.id, pocket_layout, change);
      return getUserBinder(app.pool, userId, request.params.id);
    },
  );

  app.post(
    '/:id/pages/:page/file',
    {
      schema: {
        tags: TAGS,
        summary: 'File a scanned page: the n-th entry goes into pocket n (reading order)',
        params: filePageParamsSchema,
        body: filePageInputSchema,
        response: { 200: filePageResultSchema },
      },
    },
    async (request, reply) => {
      const { id, page } = request.params;
      const change = changeContextOf(request, reply);
      return fileBinderPage(
        app.db,
        requireUser(request).id,
        id,
        page,
        request.body.entries,
        change,
      );
    },
  );

  app.post(
    '/:id/audit/apply',
    {
      schema: {
        tags: TAGS,
        summary: "Apply an audit walk's fixes: move misplaced copies, take missing ones out",
        params: idParams,
        body: auditApplyInputSchema,
        response: { 200: z.object({ moved: z.number().int(), taken_out: z.number().int() }) },
      },
    },
    async (request, reply) =>
      applyAuditFixes(
        app.db,
        requireUser(request).id,
        request.params.id,
        request.body,
        changeContextOf(request, reply),
      ),
  );
};
