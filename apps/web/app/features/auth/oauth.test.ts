import { describe, expect, it } from 'vitest';
import { readOAuthCallback } from './oauth';

const user = {
  id: 7,
  name: 'Maria Zielińska',
  email: 'maria@gmail.com',
  phone: null,
  date_of_birth: null,
  representative_consent: false,
  locale: 'pl',
  newsletter_consent_at: null,
  email_verified_at: '2026-11-02T09:00:00.000Z',
  has_password: false,
  roles: [{ name: 'customer' }],
  created_at: '2026-11-02T09:00:00.000Z',
};
// As the server writes it: Buffer.from(JSON.stringify(user)).toString('base64url').
const encoded = Buffer.from(JSON.stringify(user)).toString('base64url');

describe('readOAuthCallback (the social-login callback page)', () => {
  it('reads the token and decodes the user, Polish letters included', () => {
    const result = readOAuthCallback(
      new URLSearchParams({ success: '1', token: 'tok-123', user: encoded, provider: 'google' }),
    );
    expect(result).toEqual({ status: 'success', token: 'tok-123', user, provider: 'google' });
  });

  it('tolerates an unknown provider name', () => {
    const result = readOAuthCallback(new URLSearchParams({ success: '1', token: 't', user: encoded, provider: 'x' }));
    expect(result).toMatchObject({ status: 'success', provider: null });
  });

  it('fails with the server’s error when success is not 1', () => {
    expect(
      readOAuthCallback(new URLSearchParams({ success: '0', error: 'Logowanie przez Google zostało przerwane.' })),
    ).toEqual({ status: 'failed', error: 'Logowanie przez Google zostało przerwane.', reason: 'failed' });
    expect(readOAuthCallback(new URLSearchParams({ success: '0' }))).toEqual({
      status: 'failed',
      error: null,
      reason: 'failed',
    });
    expect(readOAuthCallback(new URLSearchParams())).toMatchObject({ status: 'failed', reason: 'failed' });
  });

  it('says it could not process the data when the token or the user is missing', () => {
    expect(readOAuthCallback(new URLSearchParams({ success: '1', user: encoded }))).toMatchObject({
      status: 'failed',
      reason: 'process',
    });
    expect(readOAuthCallback(new URLSearchParams({ success: '1', token: 't' }))).toMatchObject({
      status: 'failed',
      reason: 'process',
    });
  });

  it('says it could not decode the user when the value is not a valid user', () => {
    for (const bad of ['%%%', Buffer.from('{"id":"x"}').toString('base64url'), 'bm90IGpzb24']) {
      expect(readOAuthCallback(new URLSearchParams({ success: '1', token: 't', user: bad })), bad).toEqual({
        status: 'failed',
        error: null,
        reason: 'decode',
      });
    }
  });
});
