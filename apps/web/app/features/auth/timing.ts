/** Delays of the account screens (docs/product-rules.md#constants). */

/** With a token at start-up, the session is checked after 100 ms. */
export const SESSION_CHECK_DELAY_MS = 100;
/** After the reset link is sent, the login page opens after 3 seconds. */
export const FORGOT_PASSWORD_REDIRECT_DELAY_MS = 3000;
/** After a successful social sign-in, home opens after 2 seconds. */
export const OAUTH_SUCCESS_REDIRECT_DELAY_MS = 2000;
