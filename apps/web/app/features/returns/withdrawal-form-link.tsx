import { WITHDRAWAL_FORM_PATH } from '@atelier/contracts';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { useLocale } from '~/i18n/hooks';

/** The download address of the model withdrawal form, filled in with the order when one is given. */
export function withdrawalFormHref(locale: string, order?: { id: number; guestToken?: string | null }): string {
  const query = new URLSearchParams({ lang: locale });
  if (order) query.set('order', String(order.id));
  if (order?.guestToken) query.set('token', order.guestToken);
  return `${WITHDRAWAL_FORM_PATH}?${query}`;
}

/**
 * The statutory model withdrawal form as a PDF (docs/product-rules.md#legal): a plain download link, so it
 * works before the page is interactive and with a middle click. With an order, its number and dates are filled in.
 */
export function WithdrawalFormLink({
  order,
  variant = 'link',
}: {
  order?: { id: number; guestToken?: string | null };
  variant?: 'link' | 'button';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const className =
    variant === 'button'
      ? buttonClass('secondary')
      : 'inline-flex min-h-11 items-center gap-2 text-[15px] text-cognac underline underline-offset-4 hover:text-ink';
  return (
    <a href={withdrawalFormHref(locale, order)} download className={className}>
      <FileDown aria-hidden="true" className="size-4 shrink-0" strokeWidth={1.5} />
      {order ? t('returns.withdrawalForm.orderLink') : t('returns.withdrawalForm.link')}
    </a>
  );
}

/** A short box on the information pages that explain withdrawal: what the form is and where it is. */
export function WithdrawalFormBox() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="withdrawal-form-title"
      className="mt-10 rounded-lg border border-hairline bg-paper p-5 sm:p-8"
    >
      <h2 id="withdrawal-form-title" className="font-serif text-2xl">
        {t('returns.withdrawalForm.title')}
      </h2>
      <p className="mt-2 text-[15px] text-taupe">{t('returns.withdrawalForm.text')}</p>
      <div className="mt-4">
        <WithdrawalFormLink variant="button" />
      </div>
    </aside>
  );
}
