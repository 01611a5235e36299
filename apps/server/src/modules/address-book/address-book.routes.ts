import {
  ADDRESS_BOOK_MAX,
  AddressBookResponse,
  AddressDeletedResponse,
  AddressInput,
  AddressPatch,
  AddressSavedResponse,
  ErrorBody,
  IdParams,
} from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages';
import {
  type AddressBookContext,
  addAddress,
  changeAddress,
  listAddresses,
  removeAddress,
  setDefaultAddress,
} from './address-book.service';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody };

/** One allowance per account for every change of the book, far beyond what a person clicks. */
const ADDRESS_CHANGES = {
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    groupId: 'address-book-changes',
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id}`,
  },
};

/**
 * The signed-in customer's address book (docs/product-rules.md#accounts Address book). Bearer token or session
 * cookie with the CSRF header, as every change of the API; guests get 401, another customer's id 404.
 */
export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (): AddressBookContext => ({ db: app.deps.database.db, now: app.deps.clock() });
  const security = [{ bearer: [] }];

  app.get(
    '/account/addresses',
    {
      schema: {
        tags: ['account'],
        summary: 'The saved addresses: the default first, then the newest',
        security,
        response: { 200: AddressBookResponse, 401: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await listAddresses(context(), request.user!.id),
      meta: { max: ADDRESS_BOOK_MAX },
    }),
  );

  app.post(
    '/account/addresses',
    {
      config: ADDRESS_CHANGES,
      schema: {
        tags: ['account'],
        summary: 'Save an address (the same address already saved is answered with 200 instead of a copy)',
        security,
        body: AddressInput,
        response: { 200: AddressSavedResponse, 201: AddressSavedResponse, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { created, address } = await addAddress(context(), request.user!.id, request.body);
      reply.code(created ? 201 : 200);
      const key = created ? 'addresses.saved' : 'addresses.already_saved';
      return { success: true as const, message: translate(request.locale, key), created, data: address };
    },
  );

  app.patch(
    '/account/addresses/:id',
    {
      config: ADDRESS_CHANGES,
      schema: {
        tags: ['account'],
        summary: 'Change a saved address (only the fields sent)',
        security,
        params: IdParams,
        body: AddressPatch,
        response: { 200: AddressSavedResponse, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      success: true as const,
      message: translate(request.locale, 'addresses.updated'),
      created: false,
      data: await changeAddress(context(), request.user!.id, request.params.id, request.body),
    }),
  );

  app.post(
    '/account/addresses/:id/default',
    {
      config: ADDRESS_CHANGES,
      schema: {
        tags: ['account'],
        summary: 'Make a saved address the default one the checkout starts with',
        security,
        params: IdParams,
        response: { 200: AddressSavedResponse, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      success: true as const,
      message: translate(request.locale, 'addresses.default_set'),
      created: false,
      data: await setDefaultAddress(context(), request.user!.id, request.params.id),
    }),
  );

  app.delete(
    '/account/addresses/:id',
    {
      config: ADDRESS_CHANGES,
      schema: {
        tags: ['account'],
        summary: 'Delete a saved address (the newest other one becomes the default when it was)',
        security,
        params: IdParams,
        response: { 200: AddressDeletedResponse, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      success: true as const,
      message: translate(request.locale, 'addresses.deleted'),
      data: await removeAddress(context(), request.user!.id, request.params.id),
    }),
  );
};
