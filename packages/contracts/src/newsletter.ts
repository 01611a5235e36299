import { z } from 'zod';

export const NewsletterSubscribeBody = z
  .object({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    source: z.enum(['footer', 'register', 'checkout']).optional(),
  })
  .strict();
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBody>;

export const NewsletterSubscribeResponse = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponse>;
