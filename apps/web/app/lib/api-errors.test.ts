import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../features/auth/store';
import { useNotificationsStore } from '../features/notifications/store';
import { translator } from '../i18n/i18n';
import { ApiError } from './api';
import { describeApiError, handleApiError, isSessionExpired, loginRedirectTarget } from './api-errors';

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

describe('handleApiError', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useNotificationsStore.getState().clearApiError();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the message in the modal and clears it after 5 seconds', () => {
    handleApiError(new ApiError(404, 'x'), { locale: 'en' });
    expect(useNotificationsStore.getState().apiError).toEqual({
      status: 404,
      message: 'We could not find what you were looking for.',
    });
    vi.advanceTimersByTime(5000);
    expect(useNotificationsStore.getState().apiError).toBe(null);
  });

  it('keeps 403 and 500 until acknowledged', () => {
    handleApiError(new ApiError(500, 'x'), { locale: 'pl' });
    vi.advanceTimersByTime(60_000);
    expect(useNotificationsStore.getState().apiError?.status).toBe(500);
  });

  it('forgets the session on a 401 to a request that carried the token', () => {
    useAuthStore.setState({ token: 't', user: { id: 1, name: 'Ala', email: 'ala@example.com', roles: [] } });
    const notice = handleApiError(new ApiError(401, 'x', { authenticated: true }), { locale: 'pl' });
    expect(notice?.sessionExpired).toBe(true);
    expect(useAuthStore.getState().token).toBe(null);
    expect(useAuthStore.getState().user).toBe(null);
  });

  it('keeps the session on a 401 to a request without a token (a failed login, a guest)', () => {
    useAuthStore.setState({ token: 't', user: { id: 1, name: 'Ala', email: 'ala@example.com', roles: [] } });
    const notice = handleApiError(
      new ApiError(401, 'x', { code: 'invalid_credentials', serverMessage: 'Incorrect e-mail or password.' }),
      { locale: 'en' },
    );
    expect(notice).toMatchObject({
      sessionExpired: false,
      persistent: false,
      message: 'Incorrect e-mail or password.',
    });
    expect(useAuthStore.getState().token).toBe('t');
  });

  it('opens the login page after 2 seconds, coming back to the page afterwards', () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/pl/profile', search: '?tab=1', assign } });
    try {
      handleApiError(new ApiError(401, 'x', { authenticated: true }), { locale: 'pl' });
      handleApiError(new ApiError(401, 'y', { authenticated: true }), { locale: 'pl' });
      vi.advanceTimersByTime(1999);
      expect(assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(assign).toHaveBeenCalledTimes(1);
      expect(assign).toHaveBeenCalledWith('/pl/login?redirect=%2Fpl%2Fprofile%3Ftab%3D1');
      expect(useNotificationsStore.getState().apiError).toBe(null);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ignores aborted requests', () => {
    expect(handleApiError(new DOMException('aborted', 'AbortError'))).toBe(null);
    expect(useNotificationsStore.getState().apiError).toBe(null);
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
