import type { AdminOrderDetails } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '~/i18n/hooks';
import { adminPath } from '../access';
import { Badge, cardClass } from '../ui';
import { formatMoment } from './moment';

/** The order's returns (docs/product-rules.md#after-sale), each a link to its own screen where staff act on it. */
export function OrderReturns({ order }: { order: AdminOrderDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (order.returns.length === 0) return null;
  return (
    <section aria-labelledby="order-returns-title" className={`${cardClass} p-5`}>
      <h2 id="order-returns-title" className="text-xl">
        {t('admin.returns.title')}
      </h2>
      <ul className="mt-3 grid gap-2 text-[15px]">
        {order.returns.map((ret) => (
          <li key={ret.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <Link
                to={adminPath(locale, `/returns/${ret.id}`)}
                className="font-medium text-cognac underline-offset-4 hover:underline"
              >
                {ret.return_number}
              </Link>{' '}
              · {ret.kind_label} · {formatMoment(ret.registered_at, locale)}
            </span>
            <Badge tone={ret.status === 'settled' ? 'success' : 'neutral'}>{ret.status_label}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
