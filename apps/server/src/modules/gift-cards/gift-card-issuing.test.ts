import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, giftCards } from '../../db/schema';
import { openScratchDatabase } from '../../test/helper';
import { GIFT_CARD_CODE_ALPHABET, giftCardCodeHash, normaliseGiftCardCode } from './gift-card-codes';
import { issueGiftCard } from './gift-card-issuing';

describe('issuing a gift card', () => {
  let scratch: Awaited<ReturnType<typeof openScratchDatabase>>;
  beforeAll(async () => {
    scratch = await openScratchDatabase();
  });
  afterAll(() => scratch.drop());

  it('stores only the hash of a readable code, valid 12 months, and queues its e-mail in the same transaction', async () => {
    const { db } = scratch.database;
    const now = new Date('2026-03-10T12:00:00Z');
    const issued = await db.transaction((tx) =>
      issueGiftCard(tx, { amountGrosze: 20_000, email: 'Anna@Example.com', lang: 'en', kind: 'staff' }, now),
    );
    expect(issued.code).toMatch(new RegExp(`^([${GIFT_CARD_CODE_ALPHABET}]{4}-){4}[${GIFT_CARD_CODE_ALPHABET}]{4}$`));
    expect(issued.codeLast4).toBe(issued.code.slice(-4));
    expect(issued.expiresAt.toISOString()).toBe('2027-03-10T12:00:00.000Z');

    const [row] = await db.select().from(giftCards).where(eq(giftCards.id, issued.id));
    expect(row).toMatchObject({
      balanceGrosze: 20_000,
      initialGrosze: 20_000,
      kind: 'staff',
      email: 'anna@example.com',
    });
    expect(row.codeHash).toBe(giftCardCodeHash(normaliseGiftCardCode(issued.code) as string));
    expect(JSON.stringify(row)).not.toContain(issued.code.replaceAll('-', ''));

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.template, 'gift-card'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Atelier gift card for PLN\u00a0200.00');
    expect(mails[0].text).toContain(issued.code);
    expect(mails[0].text).toContain('10 March 2027');
  });

  it('writes the Polish e-mail for a Polish customer, and nothing at all when the transaction rolls back', async () => {
    const { db } = scratch.database;
    const issued = await db.transaction((tx) =>
      issueGiftCard(tx, { amountGrosze: 10_000, email: 'ola@example.com', lang: 'pl', kind: 'return', returnId: 7 }),
    );
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ola@example.com'));
    expect(mail.subject).toBe('Twoja karta podarunkowa Atelier na 100,00\u00a0zł');
    expect(mail.text).toContain(issued.code);

    await expect(
      db.transaction(async (tx) => {
        await issueGiftCard(tx, { amountGrosze: 10_000, email: 'gone@example.com', lang: 'pl', kind: 'staff' });
        throw new Error('the staff action failed');
      }),
    ).rejects.toThrow('the staff action failed');
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'gone@example.com'))).toHaveLength(0);
    expect(await db.select().from(giftCards).where(eq(giftCards.email, 'gone@example.com'))).toHaveLength(0);
  });

  it('reads codes as customers type them and refuses what cannot be a code', () => {
    expect(normaliseGiftCardCode(' abcd-efgh-jkmn-pqrs-tuvw ')).toBe('ABCDEFGHJKMNPQRSTUVW');
    expect(normaliseGiftCardCode('abcd efgh jkmn pqrs tuvw')).toBe('ABCDEFGHJKMNPQRSTUVW');
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQRS-TUV0')).toBeNull();
    expect(normaliseGiftCardCode('ABCD-EFGH')).toBeNull();
  });
});
