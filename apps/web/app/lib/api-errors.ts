import type { TFunction } from 'i18next';
import { type Locale, localePath } from '../i18n/locale';
import { ApiError } from './api';

/** docs/product-rules.md#constants: how long the "session expired" message stays before the login page opens. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 2000;

export interface ApiErrorNotice {
  status: number;
  message: string;
  /** 401, 403 and 500 stay until acknowledged; everything else clears itself after 5 seconds. */
  persistent: boolean;
  sessionExpired: boolean;
}

function joinFieldMessages(errors: Record<string, string[]> | undefined): string {
  if (!errors) return '';
  return Object.values(errors)
    .flat()
    .map((message) => message.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * The 401 rule (docs/product-rules.md#errors): the session expired only when a request that carried a bearer token is refused.
 * A 401 without one (a wrong password at login, a guest on a customer route) says nothing about a session.
 */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.authenticated;
}

/**
 * The global error catalogue of docs/product-rules.md#errors, in the active language (docs/product-rules.md#addresses-and-languages). Pure, so the mapping
 * is tested without a browser.
 */
export function describeApiError(error: unknown, t: TFunction): ApiErrorNotice {
  if (!(error instanceof ApiError)) {
    // A programming error's text is English and technical; the visitor gets the catalogue's message.
    return { status: -1, message: t('errors.unknown'), persistent: false, sessionExpired: false };
  }
  const notice = (message: string, persistent = false, sessionExpired = false): ApiErrorNotice => ({
    status: error.status,
    message,
    persistent,
    sessionExpired,
  });
  switch (error.status) {
    case 0:
      return notice(t('errors.network'));
    case 401:
      if (error.authenticated) return notice(t('errors.unauthorized'), true, true);
      // The generic guard's "session expired" makes no sense to someone who never logged in.
      return notice(
        error.code === 'unauthorized' || !error.serverMessage ? t('errors.loginRequired') : error.serverMessage,
      );
    case 403:
      return notice(t('errors.forbidden'), true);
    case 404:
      return notice(t('errors.notFound'));
    case 422:
      return notice(joinFieldMessages(error.errors) || error.serverMessage || t('errors.validation'));
    case 429:
      return notice(t('errors.tooManyRequests'));
    case 500:
      return notice(t('errors.server'), true);
    default:
      // A gateway that cannot reach the API (502, 503, 504) is a server failure to the visitor too.
      if (error.status > 500) return notice(t('errors.server'));
      return notice(error.serverMessage || t('errors.status', { status: error.status }));
  }
}

/** `/pl/login?redirect=%2Fpl%2Fprofile`: the login page, coming back here afterwards (not to itself). */
export function loginRedirectTarget(locale: Locale, here: string): string {
  const loginPath = localePath(locale, '/login');
  if (here === loginPath || here.startsWith(`${loginPath}?`) || here.startsWith(`${loginPath}/`)) return loginPath;
  return `${loginPath}?redirect=${encodeURIComponent(here)}`;
}
