import type { ErrorBody, Locale } from '@atelier/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, type MessageKey, translate } from './i18n/messages';

/**
 * The shop's named errors. Services throw these; the one handler below turns them into
 * `{ message, code, errors }` bodies in the request's language. Anything else is a 500 with a masked message.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Field errors as message keys (translated at the edge). */
    readonly fieldErrors?: Record<string, MessageKey[]>,
    /** More fields of the body, as the route's response schema for this status declares them. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
  }
}

export class NotFound extends DomainError {
  constructor(key: MessageKey = 'error.not_found', params?: Record<string, string | number>) {
    super(404, 'not_found', key, params);
  }
}
export class Unauthorized extends DomainError {
  constructor(key: MessageKey = 'error.unauthorized') {
    super(401, 'unauthorized', key);
  }
}
export class Forbidden extends DomainError {
  constructor(key: MessageKey = 'error.forbidden', code = 'forbidden') {
    super(403, code, key);
  }
}
export class Conflict extends DomainError {
  constructor(key: MessageKey = 'error.conflict', params?: Record<string, string | number>, code = 'conflict') {
    super(409, code, key, params);
  }
}
export class ValidationFailed extends DomainError {
  constructor(fieldErrors: Record<string, MessageKey[]>, key: MessageKey = 'error.validation') {
    super(422, 'validation_failed', key, {}, fieldErrors);
  }
}
export class RateLimited extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', 'error.rate_limited', { seconds: retryAfterSeconds });
  }
}

type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
};

/** A Zod issue as a sentence in the request's language. */
function describeIssue(locale: Locale, issue: ValidationIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined|received null/.test(issue.message)
        ? translate(locale, 'validation.required')
        : p.expected === 'int'
          ? translate(locale, 'validation.not_integer')
          : translate(locale, 'validation.invalid_type');
    case 'too_small':
      if (p.origin === 'string' && p.minimum === 1) return translate(locale, 'validation.required');
      return translate(locale, p.origin === 'string' ? 'validation.too_short' : 'validation.too_small', {
        minimum: String(p.minimum),
      });
    case 'too_big':
      return translate(locale, p.origin === 'string' ? 'validation.too_long' : 'validation.too_big', {
        maximum: String(p.maximum),
      });
    case 'invalid_format':
      return translate(locale, p.format === 'email' ? 'validation.email' : 'validation.invalid_format');
    case 'invalid_value':
      return translate(locale, 'validation.invalid_option', {
        values: Array.isArray(p.values) ? p.values.join(', ') : '',
      });
    case 'unrecognized_keys':
      return translate(locale, 'validation.unknown_field');
    default:
      // Custom refinements carry a message key of ours; anything else falls back to a generic sentence.
      return isMessageKey(issue.message)
        ? translate(locale, issue.message)
        : translate(locale, 'validation.invalid_format');
  }
}

/** Field errors keyed by dotted path ('items.0.quantity'), as the first version's 422 bodies carry them (docs/product-rules.md#errors). */
export function fieldErrorsFromValidation(locale: Locale, issues: ValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const keys =
      issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)
        ? (issue.params.keys as string[]).map((k) => [issue.instancePath.slice(1), k].filter(Boolean).join('.'))
        : [issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'];
    for (const key of keys) {
      const message = describeIssue(locale, issue);
      errors[key] ??= [];
      if (!errors[key].includes(message)) errors[key].push(message);
    }
  }
  return errors;
}

export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Codes of a database that cannot be reached right now (restarting, failing over, network): worth a retry. */
const DATABASE_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and the connection_exception class.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_LOST =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Whether an error (or what caused it, as drizzle wraps driver errors) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && DATABASE_UNAVAILABLE.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) that only a value in the request can cause: text that is not a
 * number, a number past the column's range, a date past the calendar, a NUL byte, text too long for its column.
 * Routes refuse such input before it reaches the database (security/storable-input.ts, the shared zod
 * primitives); this is the net for a value that slips past them: the client's mistake, so a 400, not a 500.
 * Class 22 codes a bug of ours would raise (division by zero, a bad regular expression) stay 500s.
 */
const REFUSED_VALUE = new Set([
  '22P02', // invalid_text_representation
  '22003', // numeric_value_out_of_range
  '22008', // datetime_field_overflow
  '22007', // invalid_datetime_format
  '22021', // character_not_in_repertoire (a NUL byte)
  '22P05', // untranslatable_character
  '22001', // string_data_right_truncation
]);

/** The SQLSTATE of a database error caused by a value in the request, found through drizzle's wrapping. */
export function refusedValueCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && REFUSED_VALUE.has(code)) return code;
    current = cause;
  }
  return undefined;
}

/** Seconds a client should wait before retrying while the database is out of reach. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The one error handler: every failure leaves the API as `{ message, code, errors? }`, never a stack trace. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;
  if (error instanceof DomainError) {
    if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
    const errors = error.fieldErrors
      ? Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, keys]) => [
            field,
            keys.map((k) => translate(locale, k, error.params)),
          ]),
        )
      : undefined;
    return sendError(reply, error.status, {
      message: translate(locale, error.messageKey, error.params),
      code: error.code,
      errors,
      ...error.extra,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrorsFromValidation(locale, error.validation as unknown as ValidationIssue[]);
    const first = Object.values(errors)[0]?.[0];
    return sendError(reply, 422, {
      message: first ?? translate(locale, 'error.validation'),
      code: 'validation_failed',
      errors,
    });
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) {
    return sendError(reply, 429, {
      message: translate(locale, 'error.rate_limited', { seconds: String(reply.getHeader('retry-after') ?? 60) }),
      code: 'rate_limited',
    });
  }
  if (status === 413)
    return sendError(reply, 413, { message: translate(locale, 'error.payload_too_large'), code: 'payload_too_large' });
  if (status === 415)
    return sendError(reply, 415, {
      message: translate(locale, 'error.unsupported_media_type'),
      code: 'unsupported_media_type',
    });
  if (status === 400 && fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return sendError(reply, 400, { message: translate(locale, 'error.bad_json'), code: 'bad_json' });
  }
  if (status >= 400 && status < 500) {
    return sendError(reply, status, {
      message: translate(locale, 'error.validation'),
      code: fastifyError.code ?? 'bad_request',
    });
  }
  if (isDatabaseUnavailable(error)) {
    // A restart or fail-over of PostgreSQL: nothing was written, the pool reconnects by itself.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendError(reply, 503, { message: translate(locale, 'error.unavailable'), code: 'service_unavailable' });
  }
  const refused = refusedValueCode(error);
  if (refused) {
    // Only the code and the route: the statement's parameters are the visitor's data.
    request.log.warn({ sqlstate: refused, route: request.routeOptions.url }, 'database refused a value of the request');
    return sendError(reply, 400, { message: translate(locale, 'error.invalid_input'), code: 'invalid_input' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, { message: translate(locale, 'error.internal'), code: 'internal_error' });
}
