import {
  type OrderDetails,
  type OrderReturnView,
  RETURN_REASON_CODES,
  type ReturnCreateResponse,
  type ReturnMethodCode,
  type ReturnReasonCode,
} from '@atelier/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, inputClass, labelClass, SubmitButton } from '~/components/ui/form';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { formFailure } from '~/lib/form-errors';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { fetchOrderWith, startReturn } from './orders-api';

/**
 * Returns of a delivered order (docs/product-rules.md#after-sale): the returns already registered, with their InPost
 * code and state, and — while the 90 days last — a form to return lines: how many pieces of each, why, and how the
 * parcel comes back. Within 14 days of delivery the return is the statutory withdrawal, which the text says.
 */
export function ReturnSection({
  order,
  guestToken,
  onChange,
}: {
  order: OrderDetails;
  guestToken?: string | null;
  onChange: (order: OrderDetails) => void;
}) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<ReturnCreateResponse | null>(null);
  if (!order.returns.length && !order.return_window.available && !created) return null;

  return (
    <section aria-labelledby="returns-title" className="rounded-lg border border-hairline bg-paper p-5 sm:p-8">
      <h2 id="returns-title" className="text-2xl">
        {t('orders.returns.title')}
      </h2>
      {created && (
        <div className="mt-4">
          <FormMessage tone="success">
            {created.message}
            {created.data.inpost_code ? `\n${t('orders.returns.code', { code: created.data.inpost_code })}` : ''}
          </FormMessage>
        </div>
      )}
      {order.returns.length > 0 && (
        <ul className="mt-4 grid gap-4">
          {order.returns.map((ret) => (
            <ReturnCard key={ret.id} ret={ret} address={order.return_window.return_address} />
          ))}
        </ul>
      )}
      {order.return_window.available && (
        <ReturnForm
          order={order}
          guestToken={guestToken}
          onDone={async (answer) => {
            setCreated(answer);
            notify(answer.message, 'success');
            onChange(await fetchOrderWith(order.id, guestToken));
          }}
        />
      )}
    </section>
  );
}

function ReturnCard({ ret, address }: { ret: OrderReturnView; address: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="rounded-md border border-hairline p-4">
      <p className="font-medium">
        {t('orders.returns.number', { number: ret.return_number })} · {ret.status_label}
      </p>
      <p className="text-sm text-taupe">
        {ret.kind_label} · {formatDate(ret.registered_at, locale, 'dateTime')}
      </p>
      <ul className="mt-2 text-[15px]">
        {ret.lines.map((line) => (
          <li key={line.order_item_id}>
            {line.product_name} × {line.quantity}
            {line.outcome_label ? ` — ${line.outcome_label}` : ''}
            {line.rejection_reason ? ` (${line.rejection_reason})` : ''}
          </li>
        ))}
      </ul>
      {ret.status === 'registered' && (
        <p className="mt-2 text-[15px]">
          {ret.inpost_code
            ? t('orders.returns.codeHint', { code: ret.inpost_code })
            : t('orders.returns.ownHint', { address, number: ret.return_number })}
        </p>
      )}
      {ret.settled_amount !== null && (
        <p className="mt-2 text-[15px]">
          {ret.settlement === 'gift_card'
            ? t('orders.returns.settledGiftCard', { amount: formatPrice(ret.settled_amount, locale) })
            : ret.settlement === 'refund'
              ? t('orders.returns.settledRefund', { amount: formatPrice(ret.settled_amount, locale) })
              : t('orders.returns.settledNothing')}
        </p>
      )}
    </li>
  );
}

/** 0, 1, … up to the pieces that may still be returned. */
const pieceChoices = (max: number) => Array.from({ length: max + 1 }, (_, n) => n);

function ReturnForm({
  order,
  guestToken,
  onDone,
}: {
  order: OrderDetails;
  guestToken?: string | null;
  onDone: (answer: ReturnCreateResponse) => Promise<void>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const period = order.return_window;
  const [pieces, setPieces] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReasonCode>('changed_mind');
  const [method, setMethod] = useState<ReturnMethodCode>('inpost_code');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameOf = (id: number) => order.lines.find((l) => l.id === id)?.product_name ?? '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const lines = Object.entries(pieces)
      .filter(([, quantity]) => quantity > 0)
      .map(([id, quantity]) => ({ order_item_id: Number(id), quantity }));
    if (!lines.length) {
      setMessage(t('orders.returns.pickSomething'));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await onDone(await startReturn(order.id, { lines, reason, method }, guestToken));
      setPieces({});
    } catch (error) {
      const failure = formFailure(error, t, t('orders.returns.failed'), []);
      if (failure.sessionExpired) {
        handleApiError(error, { locale });
        return;
      }
      setMessage(failure.message);
      notify(failure.message, 'error');
    } finally {
      setBusy(false);
    }
  }

  const until = (iso: string | null) => (iso ? formatDate(iso, locale, 'dateTime') : '');
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
      <p className="text-[15px] text-taupe">
        {period.kind_now === 'withdrawal'
          ? t('orders.returns.introWithdrawal', { date: until(period.withdrawal_until) })
          : period.settlement_now === 'refund'
            ? t('orders.returns.introRefund', { date: until(period.money_back_until) })
            : t('orders.returns.introGiftCard', { date: until(period.return_until) })}
      </p>
      <fieldset className="grid gap-3">
        <legend className={labelClass}>{t('orders.returns.linesLegend')}</legend>
        {period.returnable.map((line) => (
          <div key={line.order_item_id} className="flex flex-wrap items-center justify-between gap-3">
            <label htmlFor={`return-line-${line.order_item_id}`} className="text-[15px]">
              {t('orders.returns.piecesOf', { name: nameOf(line.order_item_id) })}
            </label>
            <select
              id={`return-line-${line.order_item_id}`}
              value={pieces[line.order_item_id] ?? 0}
              onChange={(event) =>
                setPieces((current) => ({ ...current, [line.order_item_id]: Number(event.target.value) }))
              }
              className={`${inputClass} w-24`}
            >
              {pieceChoices(line.quantity).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <div>
        <label htmlFor="return-reason" className={labelClass}>
          {t('orders.returns.reason')}
        </label>
        <select
          id="return-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value as ReturnReasonCode)}
          className={inputClass}
        >
          {RETURN_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`orders.returns.reasons.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="grid gap-2">
        <legend className={labelClass}>{t('orders.returns.methodLegend')}</legend>
        {(['inpost_code', 'own'] as const).map((code) => (
          <label key={code} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-[15px]">
            <input
              type="radio"
              name="return-method"
              value={code}
              checked={method === code}
              onChange={() => setMethod(code)}
              className="mt-1 size-5 accent-cognac"
            />
            <span>
              {t(`orders.returns.methods.${code}`)}
              <span className="block text-sm text-taupe">
                {code === 'own'
                  ? t('orders.returns.methods.ownHint', { address: period.return_address })
                  : t('orders.returns.methods.inpostHint')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-taupe">{t('orders.returns.unused')}</p>
      {message && <FormMessage tone="error">{message}</FormMessage>}
      <div>
        <SubmitButton busy={busy} label={t('orders.returns.submit')} busyLabel={t('orders.returns.sending')} />
      </div>
    </form>
  );
}
