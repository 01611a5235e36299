import { GIFT_CARD_AMOUNTS } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { codeLast4, giftCardCodeHash, normaliseGiftCardCode } from '../../modules/gift-cards/gift-card-codes';
import { giftCardExpiry } from '../../modules/gift-cards/gift-card-issuing';
import type { Tx } from '../client';
import { giftCards, priceHistory, productImages, products, productVariants } from '../schema';
import type { Bilingual } from './data/types';

/**
 * The gift card the demo shop sells (docs/product-rules.md#gift-cards): one product, one variant per amount
 * (its `size` is the amount in zł), never out of stock; and one demo card anybody can try in `npm start`
 * (README "Gift cards"). The demo seed is for demo shops only — it also creates staff accounts with known
 * passwords — so a known card code here gives nothing away in a real shop.
 */

export const GIFT_CARD_PRODUCT = {
  slug: 'karta-podarunkowa',
  sku: 'AT-GC',
  categorySlug: 'akcesoria',
  name: { pl: 'Karta podarunkowa Atelier', en: 'Atelier gift card' } satisfies Bilingual,
  description: {
    pl: '<p>Karta podarunkowa do wykorzystania w całym sklepie Atelier — na torebki, portfele, paski i akcesoria.</p><p>Kod karty wysyłamy e-mailem zaraz po zaksięgowaniu płatności; nic nie wysyłamy pocztą, więc zamówienie samej karty nie ma kosztów dostawy. Karta jest ważna 12 miesięcy, można ją łączyć z kodem rabatowym i z innymi kartami, a to, czego nie wykorzystasz w jednym zamówieniu, zostaje na karcie.</p>',
    en: '<p>A gift card for anything in the Atelier shop — bags, wallets, belts and accessories.</p><p>We e-mail the card code as soon as the payment is booked; nothing is posted, so an order of gift cards alone has no delivery cost. The card is valid for 12 months, combines with a promo code and with other cards, and whatever is not spent in one order stays on the card.</p>',
  } satisfies Bilingual,
};

/** The demo card printed in the README: 300 zł, valid 12 months from the seed. */
export const DEMO_GIFT_CARD = { code: 'KART-APRE-ZENT-DEMA-2345', amount: 30_000, email: 'klient@atelier.pl' };

/** A stock figure that never runs out in practice; the cart and the placement ignore stock for gift cards anyway. */
const GIFT_CARD_STOCK = 1_000_000;

export const GIFT_CARD_IMAGE_PATH = `products/${GIFT_CARD_PRODUCT.slug}/1`;

export async function seedGiftCards(
  tx: Tx,
  ctx: { now: Date; categoryIds: Map<string, number>; widths: number[] },
): Promise<void> {
  const categoryId = ctx.categoryIds.get(GIFT_CARD_PRODUCT.categorySlug);
  if (categoryId === undefined) return;
  const content = {
    sku: GIFT_CARD_PRODUCT.sku,
    categoryId,
    kind: 'gift_card',
    namePl: GIFT_CARD_PRODUCT.name.pl,
    nameEn: GIFT_CARD_PRODUCT.name.en,
    descriptionPl: GIFT_CARD_PRODUCT.description.pl,
    descriptionEn: GIFT_CARD_PRODUCT.description.en,
    basePrice: GIFT_CARD_AMOUNTS[0],
    isGiftCard: true,
    sizes: GIFT_CARD_AMOUNTS.map((a) => String(a / 100)),
    isActive: true,
  };
  const [product] = await tx
    .insert(products)
    .values({
      slug: GIFT_CARD_PRODUCT.slug,
      ...content,
      stock: GIFT_CARD_STOCK,
      publishedAt: ctx.now,
      createdAt: ctx.now,
    })
    .onConflictDoUpdate({ target: products.slug, set: content })
    .returning({ id: products.id });
  await tx
    .insert(productImages)
    .values({
      productId: product.id,
      position: 0,
      path: GIFT_CARD_IMAGE_PATH,
      widths: ctx.widths,
      altPl: 'Karta podarunkowa Atelier — koperta z logo pracowni',
      altEn: 'Atelier gift card — an envelope with the workshop logo',
    })
    .onConflictDoNothing();
  for (const [position, amount] of GIFT_CARD_AMOUNTS.entries()) {
    const values = {
      productId: product.id,
      size: String(amount / 100),
      basePrice: amount,
      madeToOrder: false,
      position,
      isActive: true,
    };
    const [variant] = await tx
      .insert(productVariants)
      .values({ sku: `${GIFT_CARD_PRODUCT.sku}-${amount / 100}`, ...values, stock: GIFT_CARD_STOCK })
      .onConflictDoUpdate({ target: productVariants.sku, set: values })
      .returning({ id: productVariants.id });
    const [known] = await tx.select().from(priceHistory).where(eq(priceHistory.variantId, variant.id)).limit(1);
    if (!known) {
      await tx
        .insert(priceHistory)
        .values({ productId: product.id, variantId: variant.id, price: amount, effectiveFrom: ctx.now });
    }
  }
  const normalised = normaliseGiftCardCode(DEMO_GIFT_CARD.code) as string;
  await tx
    .insert(giftCards)
    .values({
      codeHash: giftCardCodeHash(normalised),
      codeLast4: codeLast4(normalised),
      initialGrosze: DEMO_GIFT_CARD.amount,
      balanceGrosze: DEMO_GIFT_CARD.amount,
      kind: 'staff',
      expiresAt: giftCardExpiry(ctx.now),
      email: DEMO_GIFT_CARD.email,
      lang: 'pl',
      createdAt: ctx.now,
    })
    .onConflictDoNothing();
}

/** The envelope photograph of the gift card: cream paper, a cognac leather tag, the shop's name. */
export function giftCardPhotoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600" viewBox="0 0 1600 1600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F3ECE3"/><stop offset="1" stop-color="#E4D8CA"/></linearGradient>
<linearGradient id="tag" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#A0582C"/><stop offset="1" stop-color="#6E3719"/></linearGradient></defs>
<rect width="1600" height="1600" fill="url(#bg)"/>
<ellipse cx="820" cy="1190" rx="560" ry="70" fill="#3b2a1c" fill-opacity=".12"/>
<g transform="rotate(-6 800 800)">
<rect x="260" y="470" width="1080" height="680" rx="18" fill="#FBF7F1" stroke="#D9CBBB" stroke-width="4"/>
<path d="M260 488 L800 860 L1340 488" fill="none" stroke="#D9CBBB" stroke-width="4"/>
<rect x="560" y="760" width="480" height="220" rx="28" fill="url(#tag)"/>
<rect x="582" y="782" width="436" height="176" rx="20" fill="none" stroke="#F3D9B8" stroke-width="4" stroke-dasharray="14 10"/>
<circle cx="800" cy="842" r="16" fill="#F3ECE3"/>
<path d="M680 900 H920" stroke="#F3D9B8" stroke-width="10" stroke-linecap="round"/>
</g>
</svg>`;
}
