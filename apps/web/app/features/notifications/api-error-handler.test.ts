import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '~/features/auth/store';
import { ApiError } from '~/lib/api';
import { handleApiError } from './api-error-handler';
import { useNotificationsStore } from './store';

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
