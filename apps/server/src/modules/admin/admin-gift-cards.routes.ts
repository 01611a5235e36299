import {
  AdminGiftCardIssueInput,
  AdminGiftCardListQuery,
  AdminGiftCardListResponse,
  AdminGiftCardResponse,
  IdParams,
} from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages';
import { formatPrice } from '../../shared/money';
import { read, write } from './admin-access';
import { adminBlockGiftCard, adminGiftCardList, adminIssueGiftCard } from './admin-gift-cards';

const security = [{ bearer: [] }];
const tags = ['admin'];

/**
 * Admin: gift cards (area `gift_cards`: super_admin and manager issue and block, the accountant reads).
 * The gift-cards module owns the cards; these routes check roles, call it and write the audit entry.
 */
export const adminGiftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/gift-cards',
    {
      config: read('gift_cards'),
      schema: {
        tags,
        security,
        summary: 'Gift cards, newest first: last four characters, kind, amounts, balance, expiry, uses',
        querystring: AdminGiftCardListQuery,
        response: { 200: AdminGiftCardListResponse },
      },
    },
    async (request) => adminGiftCardList(db(), request.query, app.deps.clock()),
  );

  app.post(
    '/gift-cards',
    {
      config: write('gift_cards'),
      schema: {
        tags,
        security,
        summary: 'Issue a gift card and e-mail its code (the code is never shown to staff)',
        body: AdminGiftCardIssueInput,
        response: { 201: AdminGiftCardResponse },
      },
    },
    async (request, reply) => {
      const data = await adminIssueGiftCard(db(), request, request.body, app.deps.clock());
      reply.status(201);
      return {
        data,
        message: translate(request.locale, 'gift_card.issued', {
          last4: data.code_last4,
          amount: formatPrice(Math.round(data.initial * 100), request.locale),
          email: data.email,
        }),
      };
    },
  );

  app.post(
    '/gift-cards/:id/block',
    {
      config: write('gift_cards'),
      schema: {
        tags,
        security,
        summary: 'Block a gift card (it can no longer pay; 409 when it is blocked already)',
        params: IdParams,
        response: { 200: AdminGiftCardResponse },
      },
    },
    async (request) => {
      const data = await adminBlockGiftCard(db(), request, request.params.id, app.deps.clock());
      return { data, message: translate(request.locale, 'gift_card.blocked_now', { last4: data.code_last4 }) };
    },
  );
};
