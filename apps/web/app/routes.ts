import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

// Every page lives under its locale (docs/product-rules.md#addresses-and-languages). `/:locale` also matches paths without one (`/products`)
// and unknown ones (`/de/cart`): the locale layout's loader redirects those, see i18n/locale.ts.
export default [
  index('routes/locale-redirect.ts'),
  // The admin panel (docs/product-rules.md#staff): its own layout, outside the shop's header and footer. `/admin` without a
  // locale matches `:locale` below, whose guard redirects it to `/{preferred locale}/admin`.
  route(':locale/admin', 'routes/admin/admin-layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-new.tsx'),
    route('products/:id', 'routes/admin/product-edit.tsx'),
    route('categories', 'routes/admin/categories.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('audit-log', 'routes/admin/audit-log.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:id', 'routes/admin/order.tsx'),
    route('returns', 'routes/admin/returns.tsx'),
    route('returns/:id', 'routes/admin/return.tsx'),
    route('payments', 'routes/admin/payments.tsx'),
    route('invoices', 'routes/admin/invoices.tsx'),
    route('seller', 'routes/admin/seller.tsx'),
    route('coupons', 'routes/admin/coupons.tsx'),
    route('banners', 'routes/admin/banners.tsx'),
    route('delivery-methods', 'routes/admin/delivery-methods.tsx'),
    route('blog', 'routes/admin/blog-posts.tsx'),
    route('blog/new', 'routes/admin/blog-post-new.tsx'),
    route('blog/:id', 'routes/admin/blog-post-edit.tsx'),
    route('pages', 'routes/admin/pages.tsx'),
    route('pages/:id', 'routes/admin/page-edit.tsx'),
    route('gallery', 'routes/admin/gallery.tsx'),
    route('reviews', 'routes/admin/reviews.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('newsletter', 'routes/admin/newsletter.tsx'),
    route('attributes', 'routes/admin/attributes.tsx'),
  ]),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    ...prefix('products', [index('routes/products/list.tsx'), route(':id', 'routes/products/detail.tsx')]),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    // The payment screen of an order (select method, pay, processing, success, failed, cancelled; docs/product-rules.md#payments) and
    // the demo provider's gateway page, used only when Przelewy24 is not configured.
    ...prefix('payment', [
      route('demo/:sessionId', 'routes/payment/demo-gateway.tsx'),
      route(':orderId', 'routes/payment/payment.tsx'),
    ]),
    route('login', 'routes/auth/login.tsx'),
    route('register', 'routes/auth/register.tsx'),
    route('forgot-password', 'routes/auth/forgot-password.tsx'),
    route('reset-password', 'routes/auth/reset-password.tsx'),
    route('oauth/callback', 'routes/auth/oauth-callback.tsx'),
    ...prefix('blog', [
      index('routes/blog/index.tsx'),
      route('category/:categorySlug', 'routes/blog/category.tsx'),
      route('tag/:tagSlug', 'routes/blog/tag.tsx'),
      route(':postSlug', 'routes/blog/post.tsx'),
    ]),
    route('about', 'routes/about.tsx'),
    route('contacts', 'routes/contacts.tsx'),
    route('gallery', 'routes/gallery.tsx'),
    route('profile', 'routes/account/profile.tsx'),
    route('wishlist', 'routes/account/wishlist.tsx'),
    ...prefix('orders', [
      index('routes/account/orders.tsx'),
      // A guest's order, opened from the signed link in the order e-mail (docs/product-rules.md#legal withdrawal for guests).
      route('guest/:token', 'routes/account/guest-order.tsx'),
      route(':id', 'routes/account/order-details.tsx'),
    ]),
    ...prefix('newsletter', [
      route('confirm', 'routes/newsletter/confirm.tsx'),
      route('unsubscribe', 'routes/newsletter/unsubscribe.tsx'),
    ]),
    layout('routes/info/info-layout.tsx', [
      route('payment-methods', 'routes/info/payment-methods.tsx'),
      route('delivery-costs', 'routes/info/delivery-costs.tsx'),
      route('returns', 'routes/info/returns.tsx'),
      route('complaints', 'routes/info/complaints.tsx'),
      route('warranty', 'routes/info/warranty.tsx'),
      route('store-regulations', 'routes/info/store-regulations.tsx'),
      // The Polish address of the regulations (docs/product-rules.md#addresses-and-languages) shows the same page.
      route('regulamin', 'routes/info/store-regulations.tsx', { id: 'routes/info/regulamin' }),
      route('privacy-policy', 'routes/info/privacy-policy.tsx'),
      route('cookies', 'routes/info/cookies.tsx'),
      route('faq', 'routes/info/faq.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
