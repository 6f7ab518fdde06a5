import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderStatusBodySchema,
  createOrderBodySchema,
  ORDER_STATUSES,
  orderSchema,
} from '#core/shop/order.schema.ts';
import { requireAdmin, requireUser, requireVerifiedUser } from '../../plugins/session.ts';
import { changeOrderStatus, listOrdersWithLines } from './admin-orders.service.ts';
import { cancelUserOrder, createOrder, getUserOrder, getUserOrders } from './orders.service.ts';

const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
const adminOrderSchema = orderSchema.extend({ userId: z.number().nullable() });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders',
    {
      config: {
        rateLimit: {
          max: app.config.ORDER_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
        },
      },
      schema: {
        tags: ['orders'],
        summary: 'Creates an order (stock reserved) and returns where to pay',
        body: createOrderBodySchema,
        response: { 201: z.object({ order: orderSchema, redirectUrl: z.string() }) },
      },
    },
    async (request, reply) => {
      const user = requireVerifiedUser(request);
      return reply.code(201).send(await createOrder(app, user, request.body));
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in user's orders, newest first",
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request) => getUserOrders(app, requireUser(request).id),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of your orders',
        params: idParams,
        response: { 200: z.object({ order: orderSchema }) },
      },
    },
    async (request) => ({
      order: await getUserOrder(app, requireUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancels your unpaid order and releases its stock',
        params: idParams,
        response: { 200: z.object({ order: orderSchema }) },
      },
    },
    async (request) => ({
      order: await cancelUserOrder(app, requireUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/api/admin/shop/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'All orders, newest first',
        querystring: z.object({
          status: z.enum(ORDER_STATUSES).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
        }),
        response: { 200: z.object({ items: z.array(adminOrderSchema) }) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { items: await listOrdersWithLines(app, request.query) };
    },
  );

  app.patch(
    '/api/admin/shop/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Marks an order paid, shipped (with tracking), refunded (restocks) or cancelled',
        params: idParams,
        body: adminOrderStatusBodySchema,
        response: { 200: z.object({ order: adminOrderSchema }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return { order: await changeOrderStatus(app, request.params.id, request.body, admin.id) };
    },
  );
};
