import { useAuthStore } from '~/features/auth/store';
import { translator } from '~/i18n/i18n';
import { type Locale, toLocale } from '~/i18n/locale';
import {
  type ApiErrorNotice,
  describeApiError,
  loginRedirectTarget,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
} from '~/lib/api-errors';
import { NOTIFICATION_DURATION_MS, useNotificationsStore } from './store';

/*
 * The global API-error handler lives with the notifications it shows (lib/api-errors.ts keeps the pure
 * catalogue, which knows no feature); it also forgets an expired session.
 */

function currentLocale(): Locale {
  return toLocale(typeof document === 'undefined' ? null : document.documentElement.lang);
}

/**
 * The global handler: shows the catalogue message in the API-error modal and, for an expired session,
 * forgets the login and opens the login page after 2 seconds. Aborted requests are ignored.
 */
export function handleApiError(
  error: unknown,
  options: { locale?: Locale; navigate?: (to: string) => void } = {},
): ApiErrorNotice | null {
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  const locale = options.locale ?? currentLocale();
  const notice = describeApiError(error, translator(locale));
  useNotificationsStore
    .getState()
    .showApiError(
      { message: notice.message, status: notice.status },
      notice.persistent ? null : NOTIFICATION_DURATION_MS,
    );

  if (notice.sessionExpired) {
    useAuthStore.getState().clear();
    // Several calls refused at once (the page's parallel requests) lead to one redirect.
    if (typeof window !== 'undefined' && !redirectPending) {
      redirectPending = true;
      const target = loginRedirectTarget(locale, `${window.location.pathname}${window.location.search}`);
      setTimeout(() => {
        redirectPending = false;
        useNotificationsStore.getState().clearApiError();
        if (options.navigate) options.navigate(target);
        else window.location.assign(target);
      }, UNAUTHORIZED_REDIRECT_DELAY_MS);
    }
  }
  return notice;
}

let redirectPending = false;
