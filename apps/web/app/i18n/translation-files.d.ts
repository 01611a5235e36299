/** URLs of the translation files the browser downloads (vite.config.ts, splitTranslations). */
declare module 'virtual:translation-files' {
  const files: {
    /** Everything but the admin panel's strings: every page needs these. */
    shop: Record<'pl' | 'en', string>;
    /** Only `admin.*`: loaded by the admin panel. */
    admin: Record<'pl' | 'en', string>;
  };
  export default files;
}
