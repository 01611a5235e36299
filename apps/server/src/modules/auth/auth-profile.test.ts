import { UserResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/helper';
import { ageOn, polishDate } from './auth.service';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('profile (PUT /api/auth/profile)', () => {
  let t: TestApp;
  // 2026-11-02 in Warsaw: birthdays below are counted from this day.
  const now = new Date('2026-11-02T09:00:00Z');
  let accounts = 0;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
  });
  afterAll(() => t.close());

  /** A fresh account (on a database without seeded roles) and its token. */
  async function newAccount(password = 'Skorzana1') {
    accounts += 1;
    const email = `profil${accounts}@example.pl`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: `10.3.0.${accounts}`,
      payload: { phone: '600100200', email, password },
    });
    expect(res.statusCode).toBe(201);
    return { email, token: res.json().data.token as string, id: res.json().data.user.id as number };
  }
  const update = (token: string, payload: Record<string, unknown>, locale = 'pl') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...bearer(token), 'accept-language': locale },
      payload,
    });

  it('updates name, phone and date of birth and answers with the user', async () => {
    const { token } = await newAccount();
    const res = await update(token, {
      name: 'Zofia Wiśniewska',
      phone: '+48 71 123 45 67',
      date_of_birth: '1990-05-17',
    });
    expect(res.statusCode).toBe(200);
    const body = UserResponse.parse(res.json());
    expect(body.data).toMatchObject({
      name: 'Zofia Wiśniewska',
      phone: '+48 71 123 45 67',
      date_of_birth: '1990-05-17',
      roles: [{ name: 'customer' }],
    });
    expect(body.message).toBe('Zapisaliśmy zmiany w profilu.');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data).toEqual(body.data);
  });

  it('needs a token: 401 before looking at the body', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { name: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses anyone under 13 (422 on date_of_birth, pl and en)', async () => {
    const { token } = await newAccount();
    const pl = await update(token, { date_of_birth: '2013-11-03' }); // 13 tomorrow
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({ date_of_birth: ['Konto może założyć osoba, która ukończyła 13 lat.'] });
    const en = await update(token, { date_of_birth: '2020-01-01' }, 'en');
    expect(en.json().errors).toEqual({ date_of_birth: ['You must be at least 13 years old to have an account.'] });
    const future = await update(token, { date_of_birth: '2030-01-01' }, 'en');
    expect(future.json().errors).toEqual({ date_of_birth: ['The date of birth cannot be in the future.'] });
    const notADate = await update(token, { date_of_birth: '2001-02-30' }, 'en');
    expect(notADate.statusCode).toBe(422);
    expect(notADate.json().errors.date_of_birth).toHaveLength(1);
  });

  it('accepts 13-17 only with the legal representative consent', async () => {
    const { token } = await newAccount();
    const without = await update(token, { date_of_birth: '2013-11-02' }); // 13 today
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual({
      representative_consent: [
        'Osoba poniżej 18 lat potrzebuje zgody przedstawiciela ustawowego — zaznacz, że ją masz.',
      ],
    });
    const withConsent = await update(token, { date_of_birth: '2013-11-02', representative_consent: true });
    expect(withConsent.statusCode).toBe(200);
    expect(withConsent.json().data).toMatchObject({ date_of_birth: '2013-11-02', representative_consent: true });
    // Withdrawing the consent while still a minor is refused too.
    const withdrawn = await update(token, { representative_consent: false }, 'en');
    expect(withdrawn.json().errors.representative_consent).toEqual([
      'Under 18 you need the consent of a parent or legal guardian — please confirm that you have it.',
    ]);
    // An adult needs none.
    const adult = await update(token, { date_of_birth: '2008-11-02', representative_consent: false });
    expect(adult.statusCode).toBe(200);
  });

  it('counts birthdays on the Polish calendar', () => {
    expect(polishDate(new Date('2026-11-01T23:30:00Z'))).toBe('2026-11-02'); // already 00:30 in Warsaw
    expect(ageOn('2013-11-02', '2026-11-02')).toBe(13);
    expect(ageOn('2013-11-03', '2026-11-02')).toBe(12);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
  });

  it('changes the e-mail (normalised) with the current password; a taken e-mail is a 422 on email', async () => {
    const first = await newAccount();
    const second = await newAccount();
    const noPassword = await update(second.token, { email: 'nowy@example.pl' }, 'en');
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors).toEqual({
      current_password: ['Enter your current password to change your e-mail or password.'],
    });
    const taken = await update(second.token, { email: first.email.toUpperCase(), current_password: 'Skorzana1' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Konto z tym adresem e-mail już istnieje.'] });
    const ok = await update(second.token, { email: ' Nowy@Example.PL', current_password: 'Skorzana1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe('nowy@example.pl');
    expect(ok.json().data.email_verified_at).toBeNull();
    const badFormat = await update(second.token, { email: 'nowy@' }, 'en');
    expect(badFormat.json().errors).toEqual({ email: ['Enter a valid e-mail address.'] });
  });

  it('changes the password with the current one and confirmation, ending the other sessions', async () => {
    const { email, token } = await newAccount();
    const otherDevice = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.3.1.1',
        payload: { email, password: 'Skorzana1' },
      })
    ).json().data.token as string;

    const wrong = await update(token, {
      current_password: 'Zle-haslo1',
      password: 'NoweHaslo1',
      password_confirmation: 'NoweHaslo1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Obecne hasło jest nieprawidłowe.'] });

    const short = await update(
      token,
      { current_password: 'Skorzana1', password: 'krotkie', password_confirmation: 'krotkie' },
      'en',
    );
    expect(short.json().errors).toEqual({ password: ['Enter at least 8 characters.'] });

    const mismatch = await update(
      token,
      { current_password: 'Skorzana1', password: 'NoweHaslo1', password_confirmation: 'NoweHaslo2' },
      'en',
    );
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match.'] });
    const noConfirmation = await update(token, { current_password: 'Skorzana1', password: 'NoweHaslo1' });
    expect(noConfirmation.json().errors).toEqual({ password_confirmation: ['Hasła nie są takie same.'] });

    const ok = await update(token, {
      current_password: 'Skorzana1',
      password: 'NoweHaslo1',
      password_confirmation: 'NoweHaslo1',
    });
    expect(ok.statusCode).toBe(200);
    // This session continues, the other device is logged out.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(otherDevice) })).statusCode).toBe(
      401,
    );
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.3.1.2', payload: { email, password } });
    expect((await login('Skorzana1')).statusCode).toBe(401);
    expect((await login('NoweHaslo1')).statusCode).toBe(200);
  });

  it('rejects unknown fields and values of the wrong type', async () => {
    const { token, id } = await newAccount();
    const res = await update(token, { roles: ['super_admin'], name: 42 }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ roles: ['Unknown field.'], name: ['Invalid value.'] });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row.name).toBe('');
  });
});
