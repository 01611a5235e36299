import { readItem, storageKeys } from './storage';

/** An API failure as the rest of the app sees it; status 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly code?: string;
  /** The server's own message, when it sent one (the global handler prefers it for some statuses). */
  readonly serverMessage?: string;
  /**
   * Whether the request carried a bearer token. Only then does a 401 mean the session expired; a 401 on a
   * request without one is an answer about the request itself (wrong password, a guest on a customer route).
   */
  readonly authenticated: boolean;

  constructor(
    status: number,
    message: string,
    details: { errors?: Record<string, string[]>; code?: string; serverMessage?: string; authenticated?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = details.errors;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.authenticated = details.authenticated ?? false;
  }

  /** The first message for one form field, for showing next to it. */
  fieldError(field: string): string | undefined {
    return this.errors?.[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

export interface RequestOptions {
  /** Empty, null and undefined values are left out (docs/product-rules.md#errors: empty filters are not sent). */
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Leaves the bearer token out: logging in, registering and password resets act for nobody yet. */
  anonymous?: boolean;
}

export interface ApiClientConfig {
  /** How a request leaves: the browser's fetch against the page's origin by default. */
  fetcher?: Fetcher;
  locale?: () => string | null | undefined;
  token?: () => string | null | undefined;
  csrfToken?: () => string | null | undefined;
  /** Extra headers on every call (the server forwards the visitor's cookies). */
  headers?: () => Record<string, string> | undefined;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export function buildPath(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    const text = String(value).trim();
    if (text !== '') params.set(key, text);
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function isErrorBody(value: unknown): value is { message?: unknown; errors?: unknown; code?: unknown } {
  return typeof value === 'object' && value !== null;
}

function readFieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (item): item is string => typeof item === 'string',
    );
    if (list.length > 0) errors[field] = list;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const fetcher = config.fetcher ?? browserFetch;

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...config.headers?.(),
    };
    const locale = config.locale?.();
    if (locale) headers['Accept-Language'] = locale;
    // Reads are never checked for cross-site forgery.
    const csrf = method === 'GET' ? null : config.csrfToken?.();
    if (csrf) headers['X-CSRF-TOKEN'] = csrf;
    const token = options.anonymous ? null : config.token?.();
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    if (options.body instanceof FormData || typeof options.body === 'string') {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    Object.assign(headers, options.headers);

    let response: Response;
    try {
      response = await fetcher(buildPath(path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      // An abort is the caller's own decision, not a failure to report.
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, error instanceof Error ? error.message : 'Network error', {
        authenticated: Boolean(token),
      });
    }

    const payload = await readBody(response).catch(() => undefined);
    if (!response.ok) {
      const serverMessage =
        isErrorBody(payload) && typeof payload.message === 'string' && payload.message.trim() !== ''
          ? payload.message
          : undefined;
      throw new ApiError(response.status, serverMessage ?? `Request failed with status ${response.status}`, {
        serverMessage,
        errors: isErrorBody(payload) ? readFieldErrors(payload.errors) : undefined,
        code: isErrorBody(payload) && typeof payload.code === 'string' ? payload.code : undefined,
        authenticated: Boolean(token),
      });
    }
    return payload as T;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

function browserFetch(path: string, init: RequestInit): Promise<Response> {
  return fetch(path, init);
}

/**
 * The CSRF token the root document puts in `<meta name="csrf-token">`, sent when there is one, as the first
 * version's client does. Pages served from the shared cache carry none, and none is needed: the API tells our
 * own pages from other sites by the browser's Fetch Metadata (decision 002).
 */
export function readCsrfMeta(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') || null;
}

let sessionToken: () => string | null | undefined = () => null;

/**
 * The auth feature tells the browser client where the logged-in session's token lives (it does so when its
 * store loads), so this layer needs to know no feature. Until then the stored token is sent, as before.
 */
export function registerSessionToken(source: () => string | null | undefined): void {
  sessionToken = source;
}

/**
 * The browser's client: same-origin `/api/...`, the page's language, its CSRF token if any and, once logged in,
 * the bearer token. Server code uses `serverApi` from api.server.ts instead.
 */
export const api: ApiClient = createApiClient({
  locale: () => (typeof document === 'undefined' ? null : document.documentElement.lang),
  csrfToken: readCsrfMeta,
  token: () => sessionToken() ?? readItem(storageKeys.authToken),
});
