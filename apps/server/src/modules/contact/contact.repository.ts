import type { Locale } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: DbOrTx,
  message: {
    name: string;
    surname: string;
    email: string;
    message: string;
    locale: Locale;
    ip: string | null;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row.id;
}
