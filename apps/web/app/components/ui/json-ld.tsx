import { serializeJsonLd } from '~/lib/json-ld';
import { useNonce } from '~/lib/nonce';

/**
 * Structured data for search engines. The page's Content-Security-Policy admits only scripts that carry
 * the request's nonce, so this one does too; browsers hide the nonce after parsing, hence no warning.
 * `data` undefined means the browser has not built it yet: hydrating, React leaves a script's text as the server
 * wrote it, and the text is written once `data` comes (routes/products/detail.tsx).
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with <, > and & escaped
      dangerouslySetInnerHTML={{ __html: data === undefined ? '' : serializeJsonLd(data) }}
    />
  );
}
