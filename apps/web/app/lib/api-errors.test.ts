import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n';
import { ApiError } from './api';
import { describeApiError, isSessionExpired, loginRedirectTarget } from './api-errors';

const pl = translator('pl');
const en = translator('en');

describe('describeApiError', () => {
  it('maps each status of the catalogue in Polish', () => {
    expect(describeApiError(new ApiError(401, 'x', { authenticated: true }), pl)).toEqual({
      status: 401,
      message: 'Twoja sesja wygasła. Zaloguj się ponownie.',
      persistent: true,
      sessionExpired: true,
    });
    expect(describeApiError(new ApiError(403, 'x'), pl)).toMatchObject({
      message: 'Nie masz uprawnień do wykonania tej czynności.',
      persistent: true,
    });
    expect(describeApiError(new ApiError(404, 'x'), pl)).toMatchObject({
      message: 'Nie znaleźliśmy tego, czego szukasz.',
      persistent: false,
    });
    expect(describeApiError(new ApiError(429, 'x'), pl).message).toBe(
      'Zbyt wiele prób w krótkim czasie. Spróbuj ponownie za chwilę.',
    );
    expect(describeApiError(new ApiError(500, 'x'), pl)).toMatchObject({
      message: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
      persistent: true,
    });
    expect(describeApiError(new ApiError(0, 'Failed to fetch'), pl).message).toBe(
      'Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem.',
    );
  });

  it('maps the same statuses in English', () => {
    expect(describeApiError(new ApiError(401, 'x', { authenticated: true }), en).message).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(describeApiError(new ApiError(0, 'x'), en).message).toBe(
      'We could not reach the server. Please check your internet connection.',
    );
  });

  it('joins field messages for 422, else uses the server message, else the default', () => {
    const withFields = new ApiError(422, 'Invalid', {
      serverMessage: 'Invalid',
      errors: { email: ['E-mail is required.'], password: ['Too short.', 'Needs a digit.'] },
    });
    expect(describeApiError(withFields, en).message).toBe('E-mail is required.\nToo short.\nNeeds a digit.');
    expect(describeApiError(new ApiError(422, 'Bad data', { serverMessage: 'Bad data' }), en).message).toBe('Bad data');
    expect(describeApiError(new ApiError(422, 'Request failed'), en).message).toBe(
      'Please check the details you entered — some of them are not valid.',
    );
  });

  it('uses the server message or "Error: {status}" for other statuses', () => {
    expect(describeApiError(new ApiError(409, 'x', { serverMessage: 'Prices changed.' }), en).message).toBe(
      'Prices changed.',
    );
    expect(describeApiError(new ApiError(418, 'x'), pl).message).toBe('Błąd: 418');
    expect(describeApiError(new ApiError(503, 'x'), en)).toMatchObject({
      message: 'Something went wrong on our server. Please try again later.',
      persistent: false,
    });
  });

  it('treats only a refused bearer token as an expired session (the 401 rule)', () => {
    expect(isSessionExpired(new ApiError(401, 'x', { authenticated: true }))).toBe(true);
    expect(isSessionExpired(new ApiError(401, 'x', { code: 'invalid_credentials' }))).toBe(false);
    expect(isSessionExpired(new ApiError(403, 'x', { authenticated: true }))).toBe(false);
    expect(isSessionExpired(new Error('401'))).toBe(false);
    // A guest refused by a customer route is asked to log in, not told a session expired.
    expect(
      describeApiError(new ApiError(401, 'x', { code: 'unauthorized', serverMessage: 'Sesja wygasła.' }), pl),
    ).toEqual({ status: 401, message: 'Zaloguj się, aby kontynuować.', persistent: false, sessionExpired: false });
    expect(
      describeApiError(new ApiError(401, 'x', { serverMessage: 'Nieprawidłowy e-mail lub hasło.' }), pl).message,
    ).toBe('Nieprawidłowy e-mail lub hasło.');
  });

  it('shows the translated unknown-error message for anything that is not an API error', () => {
    expect(describeApiError(new TypeError('undefined is not a function'), pl).message).toBe('Wystąpił nieznany błąd.');
    expect(describeApiError('boom', en).message).toBe('An unknown error occurred.');
  });
});

describe('loginRedirectTarget', () => {
  it('returns to the current page, except from the login page itself', () => {
    expect(loginRedirectTarget('en', '/en/products/torba?x=1')).toBe(
      '/en/login?redirect=%2Fen%2Fproducts%2Ftorba%3Fx%3D1',
    );
    expect(loginRedirectTarget('pl', '/pl/login?redirect=%2Fpl%2Fprofile')).toBe('/pl/login');
    expect(loginRedirectTarget('pl', '/pl/login')).toBe('/pl/login');
    expect(loginRedirectTarget('pl', '/pl/loginy')).toBe('/pl/login?redirect=%2Fpl%2Floginy');
  });
});
