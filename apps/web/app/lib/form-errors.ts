import type { TFunction } from 'i18next';
import { ApiError } from './api';
import { describeApiError, isSessionExpired } from './api-errors';

/** What a form shows after a failed submit: messages next to their fields and one for the whole form. */
export interface FormFailure {
  fields: Record<string, string>;
  message: string;
  /** True when the session expired: the global handler takes over (message, login page after 2 s). */
  sessionExpired: boolean;
}

/**
 * Turns an API failure into a form's messages (design.md: errors appear next to the field they concern).
 * 422 field messages go to their fields; a 401 without a session (wrong password) keeps the server's
 * message or `fallback`; anything else gets the global catalogue's message (docs/product-rules.md#errors).
 */
export function formFailure(
  error: unknown,
  t: TFunction,
  fallback: string,
  /** The fields the form shows; messages about any other field are joined into the form's message. */
  shownFields?: readonly string[],
): FormFailure {
  if (isSessionExpired(error)) {
    return { fields: {}, message: t('errors.unauthorized'), sessionExpired: true };
  }
  if (!(error instanceof ApiError)) {
    return { fields: {}, message: fallback, sessionExpired: false };
  }
  if (error.status === 422) {
    const fields: Record<string, string> = {};
    const others: string[] = [];
    for (const [field, messages] of Object.entries(error.errors ?? {})) {
      if (!messages[0]) continue;
      if (!shownFields || shownFields.includes(field)) fields[field] = messages[0];
      else others.push(...messages);
    }
    const count = Object.keys(fields).length;
    const message =
      others.length > 0
        ? others.join('\n')
        : count > 0
          ? t('forms.fixFields', { count })
          : error.serverMessage || fallback;
    return { fields, message, sessionExpired: false };
  }
  if (error.status === 401) {
    return { fields: {}, message: error.serverMessage || fallback, sessionExpired: false };
  }
  return { fields: {}, message: describeApiError(error, t).message, sessionExpired: false };
}

/** The same messages without one field's (its value has just changed). */
export function withoutField(errors: Record<string, string>, field: string): Record<string, string> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
