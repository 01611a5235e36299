import { ErrorBody, IdParams } from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors';
import { findEmail, latestEmails } from './mail.repository';

const MailboxEntry = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  locale: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** File names of what is attached (e.g. the invoice PDF of a paid order). */
  attachments: z.array(z.string()),
});
const MailboxResponse = z.object({ data: z.array(MailboxEntry) });
const MailboxParams = IdParams;

/**
 * The development mailbox (docs/product-rules.md#emails): without SMTP_URL e-mails only land in files, so the latest 50 of the
 * outbox are listed here, and each one's HTML can be opened. Not registered at all when SMTP_URL is set.
 * Reset links are in these e-mails, so in production (NODE_ENV=production, e.g. `npm start` without SMTP)
 * only a super_admin may look.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.smtpUrl) return;
  const guard = app.deps.config.env === 'production' ? { onRequest: app.requireRole('super_admin') } : {};

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox: the latest 50 e-mails of the outbox (only without SMTP_URL)',
        response: { 200: MailboxResponse, 401: ErrorBody, 403: ErrorBody },
      },
      ...guard,
    },
    async () => {
      const rows = await latestEmails(app.deps.database.db, 50);
      return {
        data: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          template: r.template,
          locale: r.locale,
          status: r.status,
          attempts: r.attempts,
          last_error: r.lastError,
          created_at: r.createdAt.toISOString(),
          sent_at: r.sentAt?.toISOString() ?? null,
          attachments: r.attachments.map((a) => a.filename),
        })),
      };
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox: one e-mail as HTML (404 JSON when unknown)',
        params: MailboxParams,
      },
      ...guard,
    },
    async (request, reply) => {
      const email = await findEmail(app.deps.database.db, request.params.id);
      if (!email) throw new NotFound();
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(email.html);
    },
  );
};
