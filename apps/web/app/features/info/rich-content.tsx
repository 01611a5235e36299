/*
 * Long-form text from the API — blog posts and information pages — as sanitised HTML (docs/product-rules.md#content: cleaned on write
 * and again on render by the server, allow-listed tags only). The look extends the product description's
 * `.rich-text` with headings, quotes, tables and pictures, in a reading measure of about 68 characters.
 */
const PROSE = [
  'rich-text max-w-[68ch]',
  '[&_h2]:mt-12 [&_h2]:text-[1.75rem] sm:[&_h2]:text-3xl [&_h2]:scroll-mt-28',
  '[&_h3]:mt-8 [&_h3]:text-[1.35rem] [&_h3]:scroll-mt-28',
  '[&_h2+*]:mt-4 [&_h3+*]:mt-3',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-cognac [&_blockquote]:pl-5 [&_blockquote]:font-serif [&_blockquote]:text-xl [&_blockquote]:italic [&_blockquote]:text-ink/85',
  '[&_img]:h-auto [&_img]:w-full [&_img]:rounded-sm',
  '[&_hr]:my-10 [&_hr]:border-hairline',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-[15px]',
  '[&_th]:border-b [&_th]:border-hairline [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_th]:font-medium',
  '[&_td]:border-b [&_td]:border-hairline [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top',
  '[&_em]:italic [&_a]:break-words',
].join(' ');

export function RichContent({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`${PROSE} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server with an allow-list (docs/product-rules.md#content)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
