import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyPreferenceBodySchema, currencyPreferenceSchema } from '#core/money/currency.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  type CurrencyDeps,
  getCurrencyPreference,
  setCurrencyPreference,
} from './currency.service.ts';

/** /api/currency: the display currency (USD, EUR, JPY, GBP) and the rate prices convert at. */
export const currencyRoutes: FastifyPluginAsyncZod<{ currency: CurrencyDeps }> = async (
  app,
  { currency: deps },
) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['prices'],
        summary: "The visitor's display currency (USD when signed out) and today's rates",
        response: { 200: currencyPreferenceSchema },
      },
    },
    async (request) => getCurrencyPreference(deps, request.user?.id ?? null),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['prices'],
        summary: 'Choose the currency prices are shown in (signed in)',
        body: currencyPreferenceBodySchema,
        response: { 200: currencyPreferenceSchema },
      },
    },
    async (request) => setCurrencyPreference(deps, requireUser(request).id, request.body.currency),
  );
};
