import type { AdminReturnDetails, AdminReturnResponse } from '@atelier/contracts';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
import { adminPath, useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { InputField } from '~/features/admin/fields';
import { formatMoment } from '~/features/admin/orders/moment';
import { returnsApi } from '~/features/admin/returns/returns-api';
import { cardClass, LoadFailed, LoadingRows, NoAccess } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { formFailure } from '~/lib/form-errors';
import type { Route } from './+types/return';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'return');

/**
 * One return for staff (docs/product-rules.md#after-sale): what comes back and why, the InPost code, then the steps —
 * mark received, inspect each line (accepted, or rejected with a reason), settle (refund up to day 30 after
 * delivery, a gift card after it; accepted pieces back on stock).
 */
export default function AdminReturn() {
  const access = useAdminAccess('orders');
  if (!access.read) return <NoAccess scope="area" />;
  return <ReturnPage canWrite={access.write} />;
}

function ReturnPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const loaded = useAdminData(`return-${id}`, (signal) => returnsApi.details(id, signal));
  const [latest, setLatest] = useState<AdminReturnDetails | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new load replaces the answer of a step
  useEffect(() => setLatest(null), [loaded.data]);
  const ret = latest ?? loaded.data?.data;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function step(call: () => Promise<AdminReturnResponse>) {
    setBusy(true);
    setMessage(null);
    try {
      const response = await call();
      notify(response.message || t('admin.orders.saved'), 'success');
      setLatest(response.data);
    } catch (error) {
      const failure = formFailure(error, t, t('admin.common.saveFailed'));
      if (failure.sessionExpired) handleApiError(error);
      setMessage(failure.message);
      notify(failure.message, 'error');
      loaded.reload();
    } finally {
      setBusy(false);
    }
  }

  const back = (
    <Link
      to={adminPath(locale, '/returns')}
      className="mb-3 inline-flex min-h-11 items-center gap-2 text-sm text-cognac underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
      {t('admin.returns.backToList')}
    </Link>
  );
  if (!ret) {
    return (
      <>
        {back}
        {loaded.state === 'failed' ? <LoadFailed onRetry={loaded.reload} /> : <LoadingRows rows={6} />}
      </>
    );
  }
  const price = (amount: number) => formatPrice(amount, locale);

  return (
    <>
      {back}
      <h1 className="font-serif text-3xl">{t('admin.returns.heading', { number: ret.return_number })}</h1>
      <p className="mt-1 text-taupe">
        {ret.kind_label} · {ret.status_label} ·{' '}
        <Link
          to={adminPath(locale, `/orders/${ret.order.id}`)}
          className="text-cognac underline-offset-4 hover:underline"
        >
          {ret.order.order_number}
        </Link>{' '}
        · {ret.order.email}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="return-facts" className={`${cardClass} p-5`}>
          <h2 id="return-facts" className="font-serif text-xl">
            {t('admin.returns.facts')}
          </h2>
          <dl className="mt-3 grid gap-2 text-[15px]">
            <Fact label={t('admin.returns.registeredAt')} value={formatMoment(ret.registered_at, locale)} />
            {ret.delivered_at && (
              <Fact label={t('admin.returns.deliveredAt')} value={formatMoment(ret.delivered_at, locale)} />
            )}
            <Fact label={t('admin.returns.method')} value={t(`admin.returns.methods.${ret.method}`)} />
            {ret.inpost_code && <Fact label={t('admin.returns.inpostCode')} value={ret.inpost_code} />}
            {ret.reason_label && <Fact label={t('admin.returns.reason')} value={ret.reason_label} />}
            {ret.comment && <Fact label={t('admin.returns.comment')} value={ret.comment} />}
            <Fact label={t('admin.returns.value')} value={price(ret.value)} />
            {ret.settled_amount !== null && (
              <Fact
                label={t('admin.returns.settledAs')}
                value={`${t(`admin.returns.settlements.${ret.settlement}`)} · ${price(ret.settled_amount)}`}
              />
            )}
          </dl>
        </section>
        <section aria-labelledby="return-lines" className={`${cardClass} p-5 lg:col-span-2`}>
          <h2 id="return-lines" className="font-serif text-xl">
            {t('admin.returns.lines')}
          </h2>
          {message && (
            <div className="mt-3">
              <FormMessage tone="error">{message}</FormMessage>
            </div>
          )}
          {canWrite && ret.can_inspect ? (
            <InspectForm ret={ret} busy={busy} onSubmit={(input) => step(() => returnsApi.inspect(ret.id, input))} />
          ) : (
            <ul className="mt-3 grid gap-2 text-[15px]">
              {ret.lines.map((line) => (
                <li key={line.id}>
                  {line.product_name} ({line.sku}) × {line.quantity} · {price(line.unit_price)}
                  {line.outcome && ` — ${t(`admin.returns.outcomes.${line.outcome}`)}`}
                  {line.rejection_reason && ` (${line.rejection_reason})`}
                </li>
              ))}
            </ul>
          )}
          {canWrite && (
            <div className="mt-5 flex flex-wrap gap-3">
              {ret.can_receive && (
                <button
                  type="button"
                  disabled={busy}
                  className={buttonClass('primary')}
                  onClick={() => void step(() => returnsApi.receive(ret.id))}
                >
                  {t('admin.returns.receive')}
                </button>
              )}
              {ret.can_settle && (
                <button
                  type="button"
                  disabled={busy}
                  className={buttonClass('primary')}
                  onClick={() => void step(() => returnsApi.settle(ret.id))}
                >
                  {t('admin.returns.settle')}
                </button>
              )}
            </div>
          )}
        </section>
      </div>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-taupe">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}

type Verdict = { outcome: 'accepted' | 'rejected'; reason: string };

function InspectForm({
  ret,
  busy,
  onSubmit,
}: {
  ret: AdminReturnDetails;
  busy: boolean;
  onSubmit: (input: {
    lines: { id: number; outcome: 'accepted' | 'rejected'; rejection_reason?: string | null }[];
  }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [verdicts, setVerdicts] = useState<Record<number, Verdict>>(() =>
    Object.fromEntries(
      ret.lines.map((l) => [l.id, { outcome: l.outcome ?? 'accepted', reason: l.rejection_reason ?? '' }]),
    ),
  );
  const set = (id: number, change: Partial<Verdict>) =>
    setVerdicts((current) => ({ ...current, [id]: { ...current[id], ...change } }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit({
      lines: ret.lines.map((l) => ({
        id: l.id,
        outcome: verdicts[l.id].outcome,
        ...(verdicts[l.id].outcome === 'rejected' ? { rejection_reason: verdicts[l.id].reason.trim() } : {}),
      })),
    });
  }

  return (
    <form onSubmit={submit} className="mt-3 grid gap-4">
      {ret.lines.map((line) => (
        <fieldset key={line.id} className="rounded-md border border-hairline p-3">
          <legend className="px-1 text-[15px] font-medium">
            {line.product_name} ({line.sku}) × {line.quantity}
          </legend>
          <div className="flex flex-wrap gap-4">
            {(['accepted', 'rejected'] as const).map((outcome) => (
              <label key={outcome} className="flex min-h-11 items-center gap-2 text-[15px]">
                <input
                  type="radio"
                  name={`outcome-${line.id}`}
                  checked={verdicts[line.id].outcome === outcome}
                  onChange={() => set(line.id, { outcome })}
                  className="size-5 accent-cognac"
                />
                {t(`admin.returns.outcomes.${outcome}`)}
              </label>
            ))}
          </div>
          {verdicts[line.id].outcome === 'rejected' && (
            <InputField
              id={`rejection-${line.id}`}
              label={t('admin.returns.rejectionReason')}
              maxLength={500}
              value={verdicts[line.id].reason}
              onChange={(event) => set(line.id, { reason: event.target.value })}
            />
          )}
        </fieldset>
      ))}
      <div>
        <button type="submit" disabled={busy} className={buttonClass('secondary')}>
          {t('admin.returns.saveInspection')}
        </button>
      </div>
    </form>
  );
}
