import type { AdminOrderDetails, AdminOrderResponse, AdminRefund } from '@atelier/contracts';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { withoutField } from '~/lib/form-errors';
import { InputField, TextAreaField } from '../fields';
import { cardClass } from '../ui';
import { ActionDialog } from './action-dialog';
import { amountFieldValue, parseAmount, refundAmountProblem } from './order-controls';
import { ordersApi } from './orders-api';
import { PaymentStatusBadge, ProviderName, RefundStatusBadge } from './status-badges';
import type { ActionOutcome } from './use-order-action';

type Run = (call: () => Promise<AdminOrderResponse>, fields?: readonly string[]) => Promise<ActionOutcome>;

/** What was paid, what went back and what still can: the payments, their refunds, and the refund form. */
export function OrderPayments({
  order,
  canRefund,
  paymentsWrite,
  run,
}: {
  order: AdminOrderDetails;
  canRefund: boolean;
  paymentsWrite: boolean;
  run: Run;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [refunding, setRefunding] = useState(false);
  const price = (amount: number) => formatPrice(amount, locale);

  return (
    <section aria-labelledby="order-payments-title" className={`${cardClass} p-5`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="order-payments-title" className="text-xl">
          {t('admin.orders.paymentsTitle')}
        </h2>
        {canRefund && (
          <button type="button" className={buttonClass('secondary')} onClick={() => setRefunding(true)}>
            <Undo2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t('admin.orders.refund.open')}
          </button>
        )}
      </div>
      <dl className="mt-4 grid gap-2 sm:grid-cols-3 sm:gap-3">
        {(
          [
            ['paid', order.money.paid],
            ['refunded', order.money.refunded],
            ['refundable', order.money.refundable],
          ] as const
        ).map(([key, amount]) => (
          <div
            key={key}
            className="flex items-baseline justify-between gap-3 rounded-sm bg-cream px-3 py-2 sm:block sm:px-2 sm:py-3 sm:text-center"
          >
            <dt className="text-xs uppercase tracking-[0.08em] text-taupe">{t(`admin.orders.money.${key}`)}</dt>
            <dd className="font-serif text-lg tabular-nums sm:mt-1 sm:text-xl">{price(amount)}</dd>
          </div>
        ))}
      </dl>
      {!paymentsWrite && order.money.refundable > 0 && (
        <p className="mt-3 text-sm text-taupe">{t('admin.orders.refund.readOnly')}</p>
      )}

      {order.payments.length === 0 ? (
        <p className="mt-4 text-taupe">{t('admin.orders.noPayments')}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {order.payments.map((payment) => (
            <li key={payment.id} className="rounded-sm border border-hairline p-3 text-[15px]">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  <ProviderName provider={payment.provider} /> ·{' '}
                  <span className="tabular-nums">{price(payment.amount)}</span>
                </p>
                <PaymentStatusBadge status={payment.status} />
              </div>
              <p className="mt-1 text-sm text-taupe">
                {formatDate(payment.created_at, locale, 'dateTime')} · {t('admin.payments.session')}:{' '}
                <span className="break-all">{payment.session_id}</span>
                {payment.provider_order_id !== null &&
                  ` · ${t('admin.payments.transaction')}: ${payment.provider_order_id}`}
              </p>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-5 text-base font-medium">{t('admin.orders.refundsTitle')}</h3>
      {order.refunds.length === 0 ? (
        <p className="mt-1 text-sm text-taupe">{t('admin.orders.noRefunds')}</p>
      ) : (
        <RefundList refunds={order.refunds} />
      )}

      {refunding && <RefundDialog order={order} run={run} onClose={() => setRefunding(false)} />}
    </section>
  );
}

export function RefundList({ refunds, compact = false }: { refunds: AdminRefund[]; compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className={`grid gap-2 ${compact ? 'mt-1' : 'mt-2'}`}>
      {refunds.map((refund) => (
        <li key={refund.id} className={`text-sm ${compact ? '' : 'rounded-sm bg-cream px-3 py-2'}`}>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium tabular-nums">{formatPrice(refund.amount, locale)}</span>
            <RefundStatusBadge status={refund.status} />
            <span className="text-taupe">{formatDate(refund.created_at, locale, 'dateTime')}</span>
          </div>
          <p className="mt-0.5 break-words text-taupe">
            {refund.reason === 'withdrawal' ? t('admin.payments.withdrawalReason') : refund.reason || '—'}
            {refund.requested_by && ` · ${refund.requested_by.name || refund.requested_by.email}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

function RefundDialog({ order, run, onClose }: { order: AdminOrderDetails; run: Run; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rest = order.money.refundable;
  const [amount, setAmount] = useState(amountFieldValue(rest, locale));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const parsed = parseAmount(amount);

  async function submit() {
    const problems: Record<string, string> = {};
    const amountProblem = refundAmountProblem(amount, rest);
    if (amountProblem === 'amount') problems.amount = t('admin.orders.refund.amountInvalid');
    if (amountProblem === 'over')
      problems.amount = t('admin.orders.refund.amountOver', { amount: formatPrice(rest, locale) });
    if (!reason.trim()) problems.reason = t('admin.orders.refund.reasonRequired');
    if (Object.keys(problems).length > 0 || parsed === null) {
      setErrors(problems);
      setMessage(t('forms.fixFields', { count: Object.keys(problems).length }));
      return;
    }
    setBusy(true);
    setMessage(null);
    const outcome = await run(
      () => ordersApi.refund(order.id, { amount: parsed, reason: reason.trim() }),
      ['amount', 'reason'],
    );
    setBusy(false);
    if (outcome.ok || outcome.conflict) return onClose();
    setErrors(outcome.fields);
    setMessage(outcome.message);
  }

  const whole = parsed !== null && Math.round(parsed * 100) === Math.round(rest * 100);
  return (
    <ActionDialog
      title={t('admin.orders.refund.title', { number: order.order_number })}
      description={t('admin.orders.refund.text', { amount: formatPrice(rest, locale) })}
      busy={busy}
      message={message}
      tone="danger"
      submitLabel={
        parsed === null
          ? t('admin.orders.refund.submitPlain')
          : t(whole ? 'admin.orders.refund.submitWhole' : 'admin.orders.refund.submit', {
              amount: formatPrice(parsed, locale),
            })
      }
      busyLabel={t('admin.orders.refund.busy')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <InputField
        id="refund-amount"
        label={t('admin.orders.refund.amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        suffix={locale === 'pl' ? 'zł' : 'PLN'}
        value={amount}
        hint={t('admin.orders.refund.amountHint', { amount: formatPrice(rest, locale) })}
        error={errors.amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors((all) => withoutField(all, 'amount'));
        }}
      />
      <TextAreaField
        id="refund-reason"
        label={t('admin.orders.refund.reason')}
        required
        rows={3}
        maxLength={500}
        value={reason}
        hint={t('admin.orders.refund.reasonHint')}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((all) => withoutField(all, 'reason'));
        }}
      />
    </ActionDialog>
  );
}
