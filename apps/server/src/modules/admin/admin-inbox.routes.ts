import {
  AdminContactHandledInput,
  AdminContactMessageListResponse,
  AdminContactMessageQuery,
  AdminContactMessageResponse,
  AdminSubscriberListResponse,
  AdminSubscriberQuery,
  AdminSubscriberResponse,
  IdParams,
} from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages';
import { read, write } from './admin-access';
import {
  listContactMessages,
  listSubscribers,
  markContactMessage,
  subscribersCsv,
  unsubscribeSubscriber,
} from './admin-inbox';
import { sendCsv } from './admin-orders-csv';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** Admin: contact messages and newsletter subscribers with CSV export (area `inbox`). */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/contact-messages',
    {
      config: read('inbox'),
      schema: {
        tags,
        security,
        summary: 'Contact-form messages, waiting ones first, then newest (status: open, handled, all)',
        querystring: AdminContactMessageQuery,
        response: { 200: AdminContactMessageListResponse },
      },
    },
    async (request) => listContactMessages(db(), request.query),
  );
  app.post(
    '/contact-messages/:id/handled',
    {
      config: write('inbox'),
      schema: {
        tags,
        security,
        summary: 'Mark a message handled (or, with `handled: false`, waiting again)',
        params: IdParams,
        // No body at all means "handled".
        body: AdminContactHandledInput.nullish(),
        response: { 200: AdminContactMessageResponse },
      },
    },
    async (request) => {
      const handled = request.body?.handled ?? true;
      const data = await markContactMessage(db(), request, request.params.id, handled, app.deps.clock());
      return { data, message: translate(request.locale, handled ? 'admin.inbox.handled' : 'admin.inbox.reopened') };
    },
  );
  app.get(
    '/newsletter-subscribers',
    {
      config: read('inbox'),
      schema: {
        tags,
        security,
        summary: 'Newsletter sign-ups (status: pending, confirmed, unsubscribed, all; search by e-mail)',
        querystring: AdminSubscriberQuery,
        response: { 200: AdminSubscriberListResponse },
      },
    },
    async (request) => listSubscribers(db(), request.query),
  );
  app.get(
    '/newsletter-subscribers.csv',
    {
      config: read('inbox'),
      schema: {
        tags,
        security,
        summary: 'Confirmed subscribers as CSV (UTF-8 with BOM, `;`)',
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'newsletter', app.deps.clock(), await subscribersCsv(db(), request.locale)),
  );
  app.post(
    '/newsletter-subscribers/:id/unsubscribe',
    {
      config: write('inbox'),
      schema: {
        tags,
        security,
        summary: 'Unsubscribe an address (the consent history stays)',
        params: IdParams,
        response: { 200: AdminSubscriberResponse },
      },
    },
    async (request) => {
      const data = await unsubscribeSubscriber(db(), request, request.params.id, app.deps.clock());
      return { data, message: translate(request.locale, 'admin.inbox.unsubscribed', { email: data.email }) };
    },
  );
};
