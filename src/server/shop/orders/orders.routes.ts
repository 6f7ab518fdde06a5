import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderSchema,
  adminOrderStatusBodySchema,
  createOrderBodySchema,
  ORDER_STATUSES,
  orderAnswerSchema,
  orderQuoteBodySchema,
  orderQuoteSchema,
  orderSchema,
  placedOrderSchema,
} from '#core/shop/order.schema.ts';
import { idParams } from '../../http/id-params.ts';
import { requireAdmin, requireUser, requireVerifiedUser } from '../../plugins/session.ts';
import { checkoutRateLimit } from '../checkout-rate-limit.ts';
import { type ShopRouteOptions, shopDeps } from '../shop-deps.ts';
import { changeOrderStatus, listOrdersWithLines } from './admin-orders.service.ts';
import {
  cancelUserOrder,
  createOrder,
  getUserOrder,
  getUserOrders,
  quoteOrder,
} from './orders.service.ts';

/** The signed-in user's orders, under /api/orders. */
export const orderRoutes: FastifyPluginAsyncZod<ShopRouteOptions> = async (app, options) => {
  const deps = shopDeps(app, options);
  app.post(
    '/',
    {
      config: checkoutRateLimit(app.config),
      schema: {
        tags: ['orders'],
        summary: 'Creates an order (stock reserved) and returns where to pay',
        body: createOrderBodySchema,
        response: { 201: placedOrderSchema },
      },
    },
    async (request, reply) => {
      const user = requireVerifiedUser(request);
      return reply.code(201).send(await createOrder(deps, user, request.body));
    },
  );

  app.post(
    '/quote',
    {
      schema: {
        tags: ['orders'],
        summary: 'What the cart costs shipped to a country (shipping included), before paying',
        body: orderQuoteBodySchema,
        response: { 200: orderQuoteSchema },
      },
    },
    async (request) => quoteOrder(deps, requireUser(request), request.body),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in user's orders, newest first",
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request) => getUserOrders(deps, requireUser(request).id),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of your orders',
        params: idParams,
        response: { 200: orderAnswerSchema },
      },
    },
    async (request) => ({
      order: await getUserOrder(deps, requireUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancels your unpaid order and releases its stock',
        params: idParams,
        response: { 200: orderAnswerSchema },
      },
    },
    async (request) => ({
      order: await cancelUserOrder(deps, requireUser(request).id, request.params.id),
    }),
  );
};

/** Every order, for admins, under /api/admin/shop/orders. */
export const adminOrderRoutes: FastifyPluginAsyncZod<ShopRouteOptions> = async (app, options) => {
  const deps = shopDeps(app, options);
  app.get(
    '/',
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
      return { items: await listOrdersWithLines(deps, request.query) };
    },
  );

  app.patch(
    '/:id',
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
      return { order: await changeOrderStatus(deps, request.params.id, request.body, admin.id) };
    },
  );
};
