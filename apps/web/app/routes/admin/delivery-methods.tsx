import type { AdminDeliveryMethod } from '@atelier/contracts';
import { Pencil, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { SwitchField } from '~/features/admin/fields';
import { EmptyList, ListFrame } from '~/features/admin/list-frame';
import { DeliveryMethodDialog, ThresholdDialog } from '~/features/admin/marketing/delivery-dialogs';
import { methodAsInput } from '~/features/admin/marketing/delivery-form';
import { QuestionDialog, RowButton, reportFailure, useQuestion } from '~/features/admin/marketing/list-parts';
import { marketingApi } from '~/features/admin/marketing/marketing-api';
import { AdminPageHeader, Badge, cardClass, NoAccess, tdClass, thClass } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { notify } from '~/features/notifications/store';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/delivery-methods';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'deliveryMethods');

export default function AdminDeliveryMethods() {
  const access = useAdminAccess('marketing');
  if (!access.read) return <NoAccess scope="area" />;
  return <DeliveryMethodsPage canWrite={access.write} />;
}

function DeliveryMethodsPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminData('delivery-methods', (signal) => marketingApi.deliveryMethods(signal));
  const settings = useAdminData('delivery-settings', (signal) => marketingApi.deliverySettings(signal));
  const [editing, setEditing] = useState<AdminDeliveryMethod | null>(null);
  const [editingThreshold, setEditingThreshold] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);
  const questions = useQuestion();
  const nameOf = (method: AdminDeliveryMethod) => (locale === 'en' ? method.name_en : method.name_pl);

  async function setActive(method: AdminDeliveryMethod, active: boolean) {
    setSwitching(method.code);
    try {
      await marketingApi.saveDeliveryMethod(method.code, methodAsInput(method, { is_active: active }));
      notify(
        t(active ? 'admin.deliveryMethods.switchedOn' : 'admin.deliveryMethods.switchedOff', {
          name: nameOf(method),
        }),
        'success',
      );
      list.reload();
    } catch (error) {
      reportFailure(error, t);
    } finally {
      setSwitching(null);
    }
  }

  const threshold = settings.data?.data.free_shipping_threshold;

  return (
    <>
      <AdminPageHeader
        title={t('admin.deliveryMethods.title')}
        description={canWrite ? t('admin.deliveryMethods.intro') : t('admin.deliveryMethods.readOnlyIntro')}
      />
      <section
        aria-labelledby="free-delivery-title"
        className={`${cardClass} mb-4 flex flex-wrap items-center justify-between gap-4 p-5`}
      >
        <div className="flex min-w-0 items-start gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sand text-cognac">
            <Truck aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </span>
          <div className="min-w-0">
            <h2 id="free-delivery-title" className="text-xl">
              {t('admin.deliveryMethods.freeDelivery')}
            </h2>
            <p className="mt-0.5 text-taupe" aria-live="polite">
              {threshold === undefined
                ? settings.state === 'failed'
                  ? t('admin.common.loadFailed')
                  : t('admin.common.loading')
                : threshold === 0
                  ? t('admin.deliveryMethods.alwaysFree')
                  : t('admin.deliveryMethods.freeFrom', { amount: formatPrice(threshold, locale) })}
            </p>
          </div>
        </div>
        {canWrite && threshold !== undefined && (
          <RowButton
            compact={false}
            icon={<Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />}
            label={t('admin.deliveryMethods.changeThreshold')}
            onClick={() => setEditingThreshold(true)}
          />
        )}
      </section>

      <section aria-labelledby="methods-title" className={cardClass}>
        <h2 id="methods-title" className="sr-only">
          {t('admin.deliveryMethods.tableTitle')}
        </h2>
        <ListFrame
          list={list}
          rows={3}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyList title={t('admin.deliveryMethods.emptyTitle')} hint={t('admin.deliveryMethods.emptyHint')} />
          }
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-[15px] leading-snug">
                <thead className="border-b border-hairline">
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('admin.deliveryMethods.method')}
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      {t('admin.deliveryMethods.price')}
                    </th>
                    <th scope="col" className={`${thClass} max-md:hidden`}>
                      {t('admin.deliveryMethods.time')}
                    </th>
                    <th scope="col" className={`${thClass} max-sm:hidden`}>
                      {t('admin.deliveryMethods.availability')}
                    </th>
                    {canWrite && (
                      <th scope="col" className={thClass}>
                        <span className="sr-only">{t('admin.deliveryMethods.actions')}</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((method) => {
                    const name = nameOf(method);
                    const days = t('admin.deliveryMethods.days', {
                      min: method.min_days,
                      max: method.max_days,
                      count: method.max_days,
                    });
                    // Shown under the name on phones and in its own column on wider screens (ids differ).
                    const availability = (where: 'phone' | 'wide') =>
                      canWrite ? (
                        <SwitchField
                          id={`delivery-active-${where}-${method.code}`}
                          label={
                            method.is_active ? t('admin.deliveryMethods.active') : t('admin.deliveryMethods.inactive')
                          }
                          checked={method.is_active}
                          disabled={switching === method.code}
                          onChange={(checked) =>
                            checked
                              ? setActive(method, true)
                              : questions.ask({
                                  title: t('admin.deliveryMethods.switchOffTitle', { name }),
                                  body: <p>{t('admin.deliveryMethods.switchOffText')}</p>,
                                  confirmLabel: t('admin.deliveryMethods.switchOff'),
                                  tone: 'neutral',
                                  action: () => setActive(method, false),
                                })
                          }
                        />
                      ) : (
                        <Badge tone={method.is_active ? 'success' : 'neutral'}>
                          {method.is_active ? t('admin.deliveryMethods.active') : t('admin.deliveryMethods.inactive')}
                        </Badge>
                      );
                    return (
                      <tr key={method.code} className="border-b border-hairline last:border-0">
                        <td className={tdClass}>
                          <p className="font-medium">{name}</p>
                          <p className="text-sm text-taupe">
                            {locale === 'en' ? method.name_pl : method.name_en}
                            <span className="md:hidden"> · {days}</span>
                          </p>
                          <div className="sm:hidden">{availability('phone')}</div>
                        </td>
                        <td className={`${tdClass} text-right tabular-nums`}>
                          {method.price === 0 ? t('admin.deliveryMethods.free') : formatPrice(method.price, locale)}
                        </td>
                        <td className={`${tdClass} max-md:hidden`}>{days}</td>
                        <td className={`${tdClass} max-sm:hidden`}>{availability('wide')}</td>
                        {canWrite && (
                          <td className={`${tdClass} text-right`}>
                            <RowButton
                              icon={<Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />}
                              label={t('admin.deliveryMethods.edit')}
                              aria-label={t('admin.deliveryMethods.editNamed', { name })}
                              onClick={() => setEditing(method)}
                            />
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
        <DeliveryMethodDialog
          method={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
      {editingThreshold && threshold !== undefined && (
        <ThresholdDialog
          threshold={threshold}
          onClose={() => setEditingThreshold(false)}
          onSaved={() => {
            setEditingThreshold(false);
            settings.reload();
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
