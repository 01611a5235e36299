import { ORDER_TOKEN_HEADER, orderCookieName } from '@atelier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser that placed a guest order keeps that order's token in an httpOnly cookie of its own
 * (`atelier_order_<id>`), so it reaches the order, its payment status and its payment without sending the token
 * — as a first-version client, which knows nothing of tokens, expects. SameSite=Lax keeps it off cross-site
 * POSTs; the path keeps it to the API; Secure when the shop is served over https. The token stays in the
 * answer too, for the link in the order e-mail.
 */

/** As long as the guest's cart cookie: time to pay, follow the parcel and withdraw within 14 days. */
export const ORDER_COOKIE_DAYS = 30;

export function rememberGuestOrder(app: FastifyInstance, reply: FastifyReply, orderId: number, token: string): void {
  reply.setCookie(orderCookieName(orderId), token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.deps.config.publicUrl.startsWith('https:'),
    maxAge: ORDER_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** The guest tokens a request carries for one order: the X-Order-Token header and that order's cookie. */
export function orderTokensOf(request: FastifyRequest, orderId: number): (string | undefined)[] {
  const header = request.headers[ORDER_TOKEN_HEADER];
  return [typeof header === 'string' ? header : undefined, request.cookies[orderCookieName(orderId)]];
}
