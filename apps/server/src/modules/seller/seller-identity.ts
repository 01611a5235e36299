import { AdminSellerInput, type SellerIdentityView } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { shopSettings } from '../../db/schema';
import type { SellerIdentity } from '../invoices/invoice-document';
import { findShopSettings } from '../shipping/shipping.repository';

/**
 * The seller's legal identity (docs/product-rules.md#seller-identity): one shop setting, `seller_identity`,
 * edited by super_admin. Until someone saves real values the seeded demo ones stand, flagged `demo: true`,
 * and every page, e-mail and invoice that prints them says they are an example.
 */

export const SELLER_SETTING_KEY = 'seller_identity';
const TERMS_VERSION_KEY = 'terms_version';
/** The version the seed starts with (SHOP_SETTING_DEFAULTS), used when the setting is missing. */
const DEFAULT_TERMS_VERSION = '2025-10-25';

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

/** The seller as the API answers it, with the regulations version in force. */
export function presentSeller(seller: SellerIdentity, termsVersion: string): SellerIdentityView {
  return {
    name: seller.name,
    street: seller.street,
    postal_code: seller.postalCode,
    city: seller.city,
    country: seller.country,
    nip: seller.nip,
    regon: seller.regon,
    register_entry: seller.registerEntry,
    bank_account: seller.bankAccount,
    email: seller.email,
    phone: seller.phone,
    vat_status: seller.vatStatus,
    demo: seller.demo,
    terms_version: termsVersion,
  };
}

/** The regulations version in force (setting `terms_version`), as checkout records it. */
export async function loadTermsVersion(db: DbOrTx): Promise<string> {
  const value = (await findShopSettings(db, [TERMS_VERSION_KEY])).get(TERMS_VERSION_KEY);
  return typeof value === 'string' && value ? value : DEFAULT_TERMS_VERSION;
}

export async function loadSellerView(db: DbOrTx): Promise<SellerIdentityView> {
  const [seller, terms] = await Promise.all([loadSellerIdentity(db), loadTermsVersion(db)]);
  return presentSeller(seller, terms);
}

/**
 * The regulations name the seller, so a new identity is a new version of them: the day of the change
 * ('2026-11-26'), or '2026-11-26.2', '.3'… when the version in force is already of that day.
 */
export function nextTermsVersion(current: string, today: string): string {
  if (!current.startsWith(today)) return today;
  const suffix = Number(current.slice(today.length + 1)) || 1;
  return `${today}.${suffix + 1}`;
}

const sameIdentity = (a: SellerIdentity, b: SellerIdentity) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the seller's identity (super_admin, admin panel). When anything changed, the regulations version in
 * force moves on (nextTermsVersion): orders placed from now on record the new one. `within` runs in the same
 * transaction (the admin panel's audit entry). Answers the identity and whether the version changed.
 */
export async function saveSellerIdentity(
  db: Db,
  input: AdminSellerInput,
  options: {
    now: Date;
    today: string;
    within?: (tx: Tx, change: { from: SellerIdentity; to: SellerIdentity }) => Promise<void>;
  },
): Promise<{ view: SellerIdentityView; termsChanged: boolean }> {
  const parsed = AdminSellerInput.parse(input);
  const next: SellerIdentity = {
    name: parsed.name,
    street: parsed.street,
    postalCode: parsed.postal_code,
    city: parsed.city,
    country: parsed.country,
    nip: parsed.nip,
    regon: parsed.regon,
    registerEntry: parsed.register_entry,
    bankAccount: parsed.bank_account,
    email: parsed.email,
    phone: parsed.phone,
    vatStatus: parsed.vat_status,
    demo: parsed.demo,
  };
  return db.transaction(async (tx) => {
    // Two super_admins saving at once: the second waits and sees the first's values as "before".
    await tx.select().from(shopSettings).where(eq(shopSettings.key, SELLER_SETTING_KEY)).for('update');
    const before = await loadSellerIdentity(tx);
    let terms = await loadTermsVersion(tx);
    const changed = !sameIdentity(before, next);
    if (changed) {
      terms = nextTermsVersion(terms, options.today);
      await putSetting(tx, SELLER_SETTING_KEY, next, options.now);
      await putSetting(tx, TERMS_VERSION_KEY, terms, options.now);
      await options.within?.(tx, { from: before, to: next });
    }
    return { view: presentSeller(next, terms), termsChanged: changed };
  });
}

async function putSetting(tx: Tx, key: string, value: unknown, now: Date) {
  await tx
    .insert(shopSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: now } });
}
