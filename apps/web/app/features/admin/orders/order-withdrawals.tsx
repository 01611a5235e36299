import type { AdminOrderDetails, AdminOrderResponse } from '@atelier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { withoutField } from '~/lib/form-errors';
import { CheckField, InputField } from '../fields';
import { Badge, cardClass } from '../ui';
import { ActionDialog } from './action-dialog';
import { amountFieldValue, parseAmount, refundAmountProblem } from './order-controls';
import { ordersApi } from './orders-api';
import type { ActionOutcome } from './use-order-action';

type Run = (call: () => Promise<AdminOrderResponse>, fields?: readonly string[]) => Promise<ActionOutcome>;
type Withdrawal = AdminOrderDetails['withdrawals'][number];

/** Withdrawals from the contract (docs/product-rules.md#legal): what the customer sent, and completing it once the parcel is back. */
export function OrderWithdrawals({
  order,
  completable,
  run,
}: {
  order: AdminOrderDetails;
  completable: Withdrawal[];
  run: Run;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [completing, setCompleting] = useState<Withdrawal | null>(null);
  if (order.withdrawals.length === 0) return null;
  return (
    <section aria-labelledby="order-withdrawals-title" className={`${cardClass} p-5`}>
      <h2 id="order-withdrawals-title" className="text-xl">
        {t('admin.orders.withdrawals.title')}
      </h2>
      <ul className="mt-3 grid gap-3">
        {order.withdrawals.map((withdrawal) => (
          <li key={withdrawal.id} className="rounded-sm border border-hairline p-3 text-[15px]">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">{withdrawal.name}</p>
              <Badge tone={withdrawal.completed_at ? 'success' : 'danger'}>
                {withdrawal.completed_at ? t('admin.orders.withdrawals.done') : t('admin.orders.withdrawals.open')}
              </Badge>
            </div>
            <p className="break-all text-sm text-taupe">{withdrawal.email}</p>
            <p className="mt-1 text-sm">
              {t('admin.orders.withdrawals.submitted', {
                date: formatDate(withdrawal.submitted_at, locale, 'dateTime'),
              })}
            </p>
            {withdrawal.completed_at && (
              <p className="text-sm">
                {t('admin.orders.withdrawals.completed', {
                  date: formatDate(withdrawal.completed_at, locale, 'dateTime'),
                })}
              </p>
            )}
            {withdrawal.reason && (
              <p className="mt-1 whitespace-pre-line break-words text-sm text-taupe">
                {t('admin.orders.withdrawals.reason')}: {withdrawal.reason}
              </p>
            )}
            {completable.some((w) => w.id === withdrawal.id) && (
              <button
                type="button"
                className={buttonClass('primary', 'mt-3')}
                onClick={() => setCompleting(withdrawal)}
              >
                {t('admin.orders.withdrawals.complete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!completable.length && order.withdrawals.some((w) => !w.completed_at) && order.status !== 'delivered' && (
        <p className="mt-3 text-sm text-taupe">{t('admin.orders.withdrawals.waitDelivered')}</p>
      )}
      {completing && (
        <CompleteDialog order={order} withdrawal={completing} run={run} onClose={() => setCompleting(null)} />
      )}
    </section>
  );
}

function CompleteDialog({
  order,
  withdrawal,
  run,
  onClose,
}: {
  order: AdminOrderDetails;
  withdrawal: Withdrawal;
  run: Run;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rest = order.money.refundable;
  const [amount, setAmount] = useState(rest > 0 ? amountFieldValue(rest, locale) : '');
  const [restock, setRestock] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit() {
    let refund: number | undefined;
    if (rest > 0) {
      const problem = refundAmountProblem(amount, rest);
      if (problem) {
        setErrors({
          refund_amount:
            problem === 'over'
              ? t('admin.orders.refund.amountOver', { amount: formatPrice(rest, locale) })
              : t('admin.orders.refund.amountInvalid'),
        });
        setMessage(t('forms.fixFields', { count: 1 }));
        return;
      }
      refund = parseAmount(amount) ?? undefined;
    }
    setBusy(true);
    setMessage(null);
    const outcome = await run(
      () =>
        ordersApi.completeWithdrawal(order.id, withdrawal.id, {
          restock,
          ...(refund === undefined ? {} : { refund_amount: refund }),
        }),
      ['refund_amount'],
    );
    setBusy(false);
    if (outcome.ok || outcome.conflict) return onClose();
    setErrors(outcome.fields);
    setMessage(outcome.message);
  }

  return (
    <ActionDialog
      title={t('admin.orders.withdrawals.completeTitle', { number: order.order_number })}
      description={t('admin.orders.withdrawals.completeText')}
      busy={busy}
      message={message}
      submitLabel={t('admin.orders.withdrawals.completeSubmit')}
      busyLabel={t('admin.orders.withdrawals.completing')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {rest > 0 ? (
        <InputField
          id="withdrawal-refund"
          label={t('admin.orders.withdrawals.refundAmount')}
          inputMode="decimal"
          autoComplete="off"
          suffix={locale === 'pl' ? 'zł' : 'PLN'}
          value={amount}
          hint={t('admin.orders.refund.amountHint', { amount: formatPrice(rest, locale) })}
          error={errors.refund_amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors((all) => withoutField(all, 'refund_amount'));
          }}
        />
      ) : (
        <p className="text-[15px] text-taupe">{t('admin.orders.withdrawals.nothingToRefund')}</p>
      )}
      <CheckField
        id="withdrawal-restock"
        label={t('admin.orders.withdrawals.restock')}
        checked={restock}
        onChange={setRestock}
      />
    </ActionDialog>
  );
}
