import type { SellerIdentityView } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The seller's legal identity as the consumer-rights and e-services acts ask every shop to show it: name with
 * legal form, address, NIP, REGON and register entry (docs/product-rules.md#seller-identity). While the values
 * are the seeded demo ones, a notice says so.
 */
export function SellerDetails({ seller, tone = 'light' }: { seller: SellerIdentityView; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const muted = tone === 'dark' ? 'text-cream/65' : 'text-taupe';
  return (
    <address className="not-italic leading-relaxed">
      <span className="block font-medium">{seller.name}</span>
      <span className="block">
        {seller.street}, {seller.postal_code} {seller.city}
      </span>
      <span className="block">
        {t('seller.nip')}: {seller.nip} · {t('seller.regon')}: {seller.regon}
      </span>
      <span className="block">{seller.register_entry}</span>
      {seller.demo && <span className={`mt-1 block text-xs ${muted}`}>{t('seller.demoNotice')}</span>}
    </address>
  );
}
