import { ContactResponse } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/helper';

describe('contact form', () => {
  let t: TestApp;
  const now = new Date('2026-11-22T10:00:00Z');
  let ip = 0;
  /** Each test writes from its own address so the 5-per-hour limit only bites where it is tested. */
  const send = (payload: Record<string, unknown>, locale: 'pl' | 'en' = 'pl', remoteAddress = `10.7.0.${++ip}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress,
      headers: { 'accept-language': locale },
      payload,
    });
  const valid = {
    name: 'Anna',
    surname: 'Kowalska',
    email: ' Anna.Kowalska@Example.PL ',
    message: 'Dzień dobry, czy torba Aurelia zmieści laptopa 15"? <b>Pozdrawiam</b>',
  };

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { SHOP_EMAIL: 'kontakt@atelier.example' } });
  });
  afterAll(() => t.close());

  const clearInbox = async () => {
    await t.database.db.delete(emailOutbox);
    await t.database.db.delete(contactMessages);
  };

  it('stores the message, e-mails the shop and acknowledges the sender in their language', async () => {
    await clearInbox();
    const res = await send(valid, 'en');
    expect(res.statusCode).toBe(200);
    expect(ContactResponse.parse(res.json()).message).toBe(
      'Thank you for your message! We will reply as soon as we can — usually within one business day.',
    );
    const [stored] = await t.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: 'Anna',
      surname: 'Kowalska',
      email: 'anna.kowalska@example.pl',
      message: valid.message,
      locale: 'en',
    });
    expect(stored.createdAt.toISOString()).toBe(now.toISOString());
    const mails = await t.database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mails.map((m) => [m.toAddress, m.template, m.locale])).toEqual([
      ['kontakt@atelier.example', 'contact-notification', 'pl'],
      ['anna.kowalska@example.pl', 'contact-acknowledgement', 'en'],
    ]);
    expect(mails[0].subject).toBe('Formularz kontaktowy: Anna Kowalska');
    expect(mails[0].text).toContain('E-mail: anna.kowalska@example.pl');
    expect(mails[0].html).toContain('&lt;b&gt;Pozdrawiam&lt;/b&gt;');
    expect(mails[0].html).not.toContain('<b>Pozdrawiam');
    expect(mails[1].subject).toBe('We have received your message — Atelier');
    expect(mails[1].text).toContain('Mon–Fri 8:00–20:00, Sat–Sun 10:00–18:00');
    expect(mails[1].text).toContain(valid.message);
  });

  it('acknowledges in Polish by default', async () => {
    await clearInbox();
    expect((await send(valid)).json().message).toMatch(/^Dziękujemy za wiadomość!/);
    const mails = await t.database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mails[1]).toMatchObject({ subject: 'Otrzymaliśmy Twoją wiadomość — Atelier', locale: 'pl' });
    expect(mails[1].text).toContain('pon.–pt. 8:00–20:00, sob.–niedz. 10:00–18:00');
  });

  it('rejects an invalid e-mail, missing names and a too-short message with per-field messages', async () => {
    const pl = await send({ name: ' ', surname: '', email: 'anna@', message: 'krótko' });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({
      name: ['To pole jest wymagane.'],
      surname: ['To pole jest wymagane.'],
      email: ['Podaj poprawny adres e-mail.'],
      message: ['Wpisz co najmniej 10 znaków.'],
    });
    const en = await send({ email: 'anna@example.pl' }, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      name: ['This field is required.'],
      surname: ['This field is required.'],
      message: ['This field is required.'],
    });
  });

  it('rejects a message over 5000 characters and unknown fields', async () => {
    const long = await send({ ...valid, message: 'a'.repeat(5001) }, 'en');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.message).toEqual(['Enter at most 5000 characters.']);
    const exactly = await send({ ...valid, message: 'a'.repeat(5000) });
    expect(exactly.statusCode).toBe(200);
    const unknown = await send({ ...valid, phone: '600' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.phone).toEqual(['Nieznane pole.']);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    await clearInbox();
    const res = await send({ ...valid, website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await send(valid)).json());
    const stored = await t.database.db.select().from(contactMessages);
    expect(stored).toHaveLength(1);
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(2);
    const emptyHoneypot = await send({ ...valid, website: '' });
    expect(emptyHoneypot.statusCode).toBe(200);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(2);
  });

  it('allows 5 messages an hour from one address, then 429 in the request language', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(valid, 'pl', '10.8.8.8')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const pl = await send(valid, 'pl', '10.8.8.8');
    expect(pl.statusCode).toBe(429);
    expect(pl.json().message).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ s\.$/);
    expect(Number(pl.headers['retry-after'])).toBeGreaterThan(0);
    const en = await send(valid, 'en', '10.8.8.8');
    expect(en.statusCode).toBe(429);
    expect(en.json().code).toBe('rate_limited');
    expect((await send(valid, 'pl', '10.8.8.9')).statusCode).toBe(200);
  });

  it('refuses a message posted from another site, and takes one from the shop’s page without a token', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.6.0.1',
      headers: { cookie: 'atelier_csrf=abc', 'sec-fetch-site': 'cross-site', origin: 'https://zly.example' },
      payload: valid,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('cross_site_request');
    const genuine = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.6.0.1',
      headers: { cookie: 'atelier_csrf=abc', 'sec-fetch-site': 'same-origin', origin: t.config.publicUrl },
      payload: valid,
    });
    expect(genuine.statusCode).toBe(200);
  });
});
