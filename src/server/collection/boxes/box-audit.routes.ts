import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boxAuditApplyInputSchema } from '#core/collection/box-audit.ts';
import { requireUser } from '../../plugins/session.ts';
import { changeContextOf } from '../history/change-context.ts';
import { applyBoxAuditFixes } from './box-audit.service.ts';

/** Boxes (issue 32): a box walk's fixes. A box is a name on the caller's items, not a row. */
export const boxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/audit/apply',
    {
      schema: {
        tags: ['collection'],
        summary:
          "Apply a box walk's fixes: move misplaced copies, take missing ones out of the box",
        body: boxAuditApplyInputSchema,
        response: { 200: z.object({ moved: z.number().int(), taken_out: z.number().int() }) },
      },
    },
    async (request, reply) =>
      applyBoxAuditFixes(
        app.db,
        requireUser(request).id,
        request.body,
        changeContextOf(request, reply),
      ),
  );
};
