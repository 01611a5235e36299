/**
 * What the production server (apps/server/src/web) hands every loader and action. In `react-router dev`
 * the context is empty, so code reaching the API falls back to HTTP (see api.server.ts).
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    /** In-process call into the API (no socket); paths start with /api. */
    apiFetch?: ApiFetch;
    /** Nonce of the Content-Security-Policy, required on every inline script. */
    cspNonce?: string;
    /**
     * The page is rendered once for every visitor (the server's page cache): nothing personal, such as the
     * visitor's CSRF token, may appear in it.
     */
    sharedPage?: boolean;
    /**
     * The shop's public origin (PUBLIC_URL): every absolute link a page writes starts with it, never with the
     * Host the visitor's request named (a cached page would pass a forged one on to everyone).
     */
    publicUrl?: string;
  }
}
