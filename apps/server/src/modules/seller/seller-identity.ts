import type { DbOrTx } from '../../db/client';
import type { SellerIdentity } from '../invoices/invoice-document';
import { findShopSettings } from '../shipping/shipping.repository';

/**
 * The seller's legal identity (docs/product-rules.md#seller-identity): one shop setting, `seller_identity`,
 * edited by super_admin. Until someone saves real values the seeded demo ones stand, flagged `demo: true`,
 * and every page, e-mail and invoice that prints them says they are an example.
 */

export const SELLER_SETTING_KEY = 'seller_identity';

/** Plausible but invented: the NIP, REGON and IBAN pass their checksums and belong to nobody we know of. */
export const DEMO_SELLER_IDENTITY: SellerIdentity = {
  name: 'Atelier Skóry sp. z o.o. (dane przykładowe / demo data)',
  street: 'ul. Ruska 46',
  postalCode: '50-079',
  city: 'Wrocław',
  country: 'PL',
  nip: '8971234578',
  regon: '123456785',
  registerEntry: 'KRS 0000123456, Sąd Rejonowy dla Wrocławia-Fabrycznej, VI Wydział Gospodarczy KRS',
  bankAccount: 'PL61109010140000071219812874',
  email: 'sklep@atelier.example',
  phone: '+48 71 307 46 46',
  vatStatus: 'active',
  demo: true,
};

/** The seller identity in force: the saved setting, or the demo one when none is saved (or it is damaged). */
export async function loadSellerIdentity(db: DbOrTx): Promise<SellerIdentity> {
  const settings = await findShopSettings(db, [SELLER_SETTING_KEY]);
  return sellerFromSetting(settings.get(SELLER_SETTING_KEY));
}

export function sellerFromSetting(value: unknown): SellerIdentity {
  if (!value || typeof value !== 'object') return DEMO_SELLER_IDENTITY;
  const saved = value as Partial<SellerIdentity>;
  const text = (key: keyof SellerIdentity) => (typeof saved[key] === 'string' ? (saved[key] as string) : null);
  const merged = { ...DEMO_SELLER_IDENTITY };
  for (const key of [
    'name',
    'street',
    'postalCode',
    'city',
    'country',
    'nip',
    'regon',
    'registerEntry',
    'bankAccount',
    'email',
    'phone',
  ] as const) {
    merged[key] = text(key) ?? DEMO_SELLER_IDENTITY[key];
  }
  merged.vatStatus = saved.vatStatus === 'exempt' ? 'exempt' : 'active';
  merged.demo = saved.demo !== false;
  return merged;
}
