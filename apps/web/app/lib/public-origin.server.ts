import type { AppLoadContext } from 'react-router';

/**
 * The origin of the shop's absolute links (canonical, hreflang, og:url, JSON-LD): PUBLIC_URL, from the
 * production server's load context; in `react-router dev`, PUBLIC_URL from the environment or else the dev
 * server's own address. Never the Host of the request, which the visitor chooses.
 */
export function publicOrigin(context: AppLoadContext, request: Request): string {
  const configured = context.publicUrl ?? process.env.PUBLIC_URL;
  return new URL(configured ?? request.url).origin;
}
