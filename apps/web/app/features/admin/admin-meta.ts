import type { MetaDescriptor } from 'react-router';
import { translator } from '~/i18n/i18n';
import { toLocale } from '~/i18n/locale';

export type AdminPageKey =
  | 'dashboard'
  | 'invoices'
  | 'seller'
  | 'products'
  | 'newProduct'
  | 'editProduct'
  | 'categories'
  | 'users'
  | 'auditLog'
  | 'orders'
  | 'order'
  | 'returns'
  | 'return'
  | 'payments'
  | 'coupons'
  | 'banners'
  | 'deliveryMethods'
  | 'blogPosts'
  | 'newBlogPost'
  | 'editBlogPost'
  | 'pages'
  | 'editPage'
  | 'gallery'
  | 'reviews'
  | 'messages'
  | 'newsletter'
  | 'attributes';

/** Title of a panel page; the panel is never indexed. */
export function adminMeta(localeParam: string | undefined, page: AdminPageKey): MetaDescriptor[] {
  const t = translator(toLocale(localeParam));
  return [
    { title: `${t(`admin.titles.${page}`)} | ${t('admin.layout.panel')} | Atelier` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
