import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { SimplePage } from '../components/ui/simple-page';
import { BalanceCheck } from '../features/gift-cards/balance-check';
import { useLocalePath } from '../i18n/hooks';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/gift-cards';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'giftCards');

/** Gift cards (docs/product-rules.md#gift-cards): how they work, where to buy one, and the balance check. */
export default function GiftCards() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const rules = ['amounts', 'email', 'validity', 'checkout', 'rest', 'noParcel'] as const;
  return (
    <SimplePage page="giftCards">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <section aria-labelledby="gift-cards-how">
          <h2 id="gift-cards-how" className="text-2xl">
            {t('giftCards.howTitle')}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-[15px] leading-relaxed">
            {rules.map((rule) => (
              <li key={rule}>{t(`giftCards.rules.${rule}`)}</li>
            ))}
          </ul>
          <Link to={to('/products/karta-podarunkowa')} className={buttonClass('primary', 'mt-8')}>
            {t('giftCards.buy')}
          </Link>
        </section>
        <section aria-labelledby="gift-cards-balance">
          <h2 id="gift-cards-balance" className="text-2xl">
            {t('giftCards.balanceTitle')}
          </h2>
          <p className="mt-2 mb-5 text-taupe">{t('giftCards.balanceIntro')}</p>
          <BalanceCheck />
        </section>
      </div>
    </SimplePage>
  );
}
