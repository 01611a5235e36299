import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n';
import { ApiError } from './api';
import { formFailure, withoutField } from './form-errors';

const pl = translator('pl');
const en = translator('en');

describe('formFailure', () => {
  it('puts 422 messages next to the fields the form shows and joins the others', () => {
    const error = new ApiError(422, 'Invalid', {
      serverMessage: 'Sprawdź poprawność wprowadzonych danych.',
      errors: { email: ['Konto z tym adresem e-mail już istnieje.'], phone: ['Podaj poprawny numer telefonu.'] },
    });
    expect(formFailure(error, pl, 'fallback', ['email', 'phone', 'password'])).toEqual({
      fields: { email: 'Konto z tym adresem e-mail już istnieje.', phone: 'Podaj poprawny numer telefonu.' },
      message: 'Popraw 2 zaznaczone pola.',
      sessionExpired: false,
    });
    const token = new ApiError(422, 'x', { errors: { token: ['This link has expired.'] } });
    expect(formFailure(token, en, 'fallback', ['email', 'password'])).toMatchObject({
      fields: {},
      message: 'This link has expired.',
    });
  });

  it('keeps the server message of a 401 without a session (wrong password), else the fallback', () => {
    const wrong = new ApiError(401, 'x', {
      code: 'invalid_credentials',
      serverMessage: 'Incorrect e-mail or password.',
    });
    expect(formFailure(wrong, en, 'Login failed')).toEqual({
      fields: {},
      message: 'Incorrect e-mail or password.',
      sessionExpired: false,
    });
    expect(formFailure(new ApiError(401, 'x'), en, 'Login failed').message).toBe('Login failed');
  });

  it('hands an expired session to the global handler', () => {
    expect(formFailure(new ApiError(401, 'x', { authenticated: true }), pl, 'x')).toMatchObject({
      sessionExpired: true,
    });
  });

  it('uses the catalogue for other statuses and the fallback for exceptions', () => {
    expect(formFailure(new ApiError(429, 'x'), en, 'x').message).toBe(
      'Too many attempts in a short time. Please try again in a moment.',
    );
    expect(formFailure(new TypeError('boom'), pl, 'Wystąpił błąd.').message).toBe('Wystąpił błąd.');
  });
});

describe('withoutField', () => {
  it('drops one message and keeps the object when there is none', () => {
    const errors = { email: 'a', phone: 'b' };
    expect(withoutField(errors, 'email')).toEqual({ phone: 'b' });
    expect(withoutField(errors, 'name')).toBe(errors);
  });
});
