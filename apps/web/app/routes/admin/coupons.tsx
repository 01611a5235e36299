import type { AdminCoupon } from '@atelier/contracts';
import { Pencil, Plus, Power, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { EmptyList, ListFrame } from '~/features/admin/list-frame';
import { CouponDialog } from '~/features/admin/marketing/coupon-dialog';
import { couponAsInput, couponState } from '~/features/admin/marketing/coupon-form';
import { QuestionDialog, RowButton, reportFailure, useQuestion } from '~/features/admin/marketing/list-parts';
import { marketingApi } from '~/features/admin/marketing/marketing-api';
import { lastValidDay } from '~/features/admin/marketing/warsaw-dates';
import { AdminPageHeader, Badge, cardClass, NoAccess, tdClass, thClass } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { notify } from '~/features/notifications/store';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'coupons');

export default function AdminCoupons() {
  const access = useAdminAccess('marketing');
  if (!access.read) return <NoAccess scope="area" />;
  return <CouponsPage canWrite={access.write} />;
}

const STATE_TONES = {
  active: 'success',
  scheduled: 'accent',
  inactive: 'neutral',
  expired: 'neutral',
  usedUp: 'danger',
} as const;

function CouponsPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminData('coupons', (signal) => marketingApi.coupons(signal));
  const [editing, setEditing] = useState<{ coupon: AdminCoupon | null } | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const questions = useQuestion();
  const now = new Date();

  const discount = (coupon: AdminCoupon) =>
    coupon.type === 'percent'
      ? t('admin.coupons.percentOff', { value: coupon.value })
      : coupon.type === 'fixed'
        ? t('admin.coupons.amountOff', { amount: formatPrice(coupon.value, locale) })
        : t('admin.coupons.kinds.free_shipping');
  const validity = (coupon: AdminCoupon) => {
    const from = formatDate(coupon.starts_at, locale, 'short');
    if (!coupon.expires_at) return t('admin.coupons.validFrom', { from });
    const until = formatDate(`${lastValidDay(coupon.expires_at)}T12:00:00Z`, locale, 'short');
    return t('admin.coupons.validRange', { from, until });
  };

  async function setActive(coupon: AdminCoupon, active: boolean) {
    setSwitching(coupon.id);
    try {
      await marketingApi.saveCoupon(couponAsInput(coupon, { is_active: active }), coupon.id);
      notify(t(active ? 'admin.coupons.switchedOn' : 'admin.coupons.switchedOff', { code: coupon.code }), 'success');
      list.reload();
    } catch (error) {
      reportFailure(error, t);
    } finally {
      setSwitching(null);
    }
  }

  const askSwitchOff = (coupon: AdminCoupon) =>
    questions.ask({
      title: t('admin.coupons.switchOffTitle', { code: coupon.code }),
      body: <p>{t('admin.coupons.switchOffText')}</p>,
      confirmLabel: t('admin.coupons.switchOff'),
      tone: 'neutral',
      action: () => setActive(coupon, false),
    });
  const askDelete = (coupon: AdminCoupon) =>
    questions.ask({
      title: t('admin.coupons.deleteTitle', { code: coupon.code }),
      body: (
        <p>
          {coupon.used > 0 ? t('admin.coupons.deleteUsedText', { count: coupon.used }) : t('admin.coupons.deleteText')}
        </p>
      ),
      confirmLabel: coupon.used > 0 ? t('admin.coupons.switchOff') : t('admin.coupons.delete'),
      action: async () => {
        try {
          const answer = await marketingApi.removeCoupon(coupon.id);
          notify(answer.message, 'success');
          list.reload();
        } catch (error) {
          reportFailure(error, t);
        }
      },
    });

  return (
    <>
      <AdminPageHeader
        title={t('admin.coupons.title')}
        description={canWrite ? t('admin.coupons.intro') : t('admin.coupons.readOnlyIntro')}
        actions={
          canWrite && (
            <button type="button" className={buttonClass('primary')} onClick={() => setEditing({ coupon: null })}>
              <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.coupons.new')}
            </button>
          )
        }
      />
      <section aria-labelledby="coupons-title" className={cardClass}>
        <h2 id="coupons-title" className="sr-only">
          {t('admin.coupons.tableTitle')}
        </h2>
        <ListFrame
          list={list}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyList title={t('admin.coupons.emptyTitle')} hint={t('admin.coupons.emptyHint')}>
              {canWrite && (
                <button type="button" className={buttonClass('primary')} onClick={() => setEditing({ coupon: null })}>
                  {t('admin.coupons.new')}
                </button>
              )}
            </EmptyList>
          }
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-[15px] leading-snug">
                <thead className="border-b border-hairline">
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('admin.coupons.code')}
                    </th>
                    <th scope="col" className={`${thClass} max-md:hidden`}>
                      {t('admin.coupons.discount')}
                    </th>
                    <th scope="col" className={`${thClass} max-lg:hidden`}>
                      {t('admin.coupons.validity')}
                    </th>
                    <th scope="col" className={`${thClass} text-right max-md:hidden`}>
                      {t('admin.coupons.usage')}
                    </th>
                    <th scope="col" className={`${thClass} max-sm:hidden`}>
                      {t('admin.coupons.status')}
                    </th>
                    {canWrite && (
                      <th scope="col" className={thClass}>
                        <span className="sr-only">{t('admin.coupons.actions')}</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((coupon) => {
                    const state = couponState(coupon, now);
                    const description = locale === 'en' ? coupon.description_en : coupon.description_pl;
                    const badge = <Badge tone={STATE_TONES[state]}>{t(`admin.coupons.states.${state}`)}</Badge>;
                    return (
                      <tr key={coupon.id} className="border-b border-hairline align-top last:border-0">
                        <td className={`${tdClass} min-w-0`}>
                          <p className="font-mono text-[15px] font-medium tracking-wide">{coupon.code}</p>
                          {description && <p className="mt-0.5 max-w-80 text-sm text-taupe">{description}</p>}
                          <p className="mt-1 text-sm md:hidden">
                            {discount(coupon)}
                            {coupon.min_order_total !== null &&
                              ` · ${t('admin.coupons.fromAmount', { amount: formatPrice(coupon.min_order_total, locale) })}`}
                          </p>
                          <p className="text-sm text-taupe lg:hidden">
                            {validity(coupon)}
                            <span className="md:hidden">
                              {' · '}
                              {coupon.usage_limit === null
                                ? t('admin.coupons.usedCount', { count: coupon.used })
                                : t('admin.coupons.usedOf', { count: coupon.used, limit: coupon.usage_limit })}
                            </span>
                          </p>
                          <div className="mt-1.5 sm:hidden">{badge}</div>
                        </td>
                        <td className={`${tdClass} max-md:hidden`}>
                          <p className="font-medium">{discount(coupon)}</p>
                          <p className="text-sm text-taupe">
                            {coupon.min_order_total !== null
                              ? t('admin.coupons.fromAmount', { amount: formatPrice(coupon.min_order_total, locale) })
                              : t('admin.coupons.noMinimum')}
                          </p>
                          {coupon.first_order_only && (
                            <p className="text-sm text-taupe">{t('admin.coupons.firstOrderShort')}</p>
                          )}
                        </td>
                        <td className={`${tdClass} text-sm max-lg:hidden`}>{validity(coupon)}</td>
                        <td className={`${tdClass} text-right tabular-nums max-md:hidden`}>
                          {coupon.usage_limit === null ? coupon.used : `${coupon.used} / ${coupon.usage_limit}`}
                          {coupon.per_customer_limit !== null && (
                            <p className="text-xs text-taupe">
                              {t('admin.coupons.perCustomerShort', { limit: coupon.per_customer_limit })}
                            </p>
                          )}
                        </td>
                        <td className={`${tdClass} max-sm:hidden`}>{badge}</td>
                        {canWrite && (
                          <td className={`${tdClass}`}>
                            <div className="flex flex-col items-end gap-2 md:flex-row md:justify-end">
                              <RowButton
                                iconOnly
                                icon={<Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />}
                                label={t('admin.coupons.edit')}
                                aria-label={t('admin.coupons.editNamed', { code: coupon.code })}
                                onClick={() => setEditing({ coupon })}
                              />
                              {coupon.is_active ? (
                                <RowButton
                                  iconOnly
                                  icon={<PowerOff aria-hidden="true" className="size-4" strokeWidth={1.5} />}
                                  label={t('admin.coupons.switchOff')}
                                  aria-label={t('admin.coupons.switchOffNamed', { code: coupon.code })}
                                  busy={switching === coupon.id}
                                  onClick={() => askSwitchOff(coupon)}
                                />
                              ) : (
                                <RowButton
                                  iconOnly
                                  icon={<Power aria-hidden="true" className="size-4" strokeWidth={1.5} />}
                                  label={t('admin.coupons.switchOn')}
                                  aria-label={t('admin.coupons.switchOnNamed', { code: coupon.code })}
                                  busy={switching === coupon.id}
                                  tone="accent"
                                  onClick={() => setActive(coupon, true)}
                                />
                              )}
                              <RowButton
                                iconOnly
                                icon={<Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />}
                                label={t('admin.coupons.delete')}
                                aria-label={t('admin.coupons.deleteNamed', { code: coupon.code })}
                                tone="danger"
                                onClick={() => askDelete(coupon)}
                              />
                            </div>
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </ListFrame>
      </section>
      {editing && (
        <CouponDialog
          coupon={editing.coupon}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
      <QuestionDialog
        question={questions.question}
        busy={questions.busy}
        cancelLabel={t('admin.common.cancel')}
        onClose={questions.close}
        onConfirm={questions.confirm}
      />
    </>
  );
}
