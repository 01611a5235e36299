import {
  type AdminOrderDetails,
  type AdminOrderResponse,
  CARRIER_CODES,
  CARRIERS,
  type CarrierCode,
} from '@atelier/contracts';
import { Ban, ExternalLink, FileDown, PackageCheck, Truck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { withoutField } from '~/lib/form-errors';
import { CheckField, InputField, SelectField, TextAreaField } from '../fields';
import { cardClass } from '../ui';
import { ActionDialog } from './action-dialog';
import { formatMoment } from './moment';
import { normaliseTrackingNumber, type OrderControls, type Transition, trackingNumberProblem } from './order-controls';
import { openShipmentLabel, ordersApi } from './orders-api';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';
import type { ActionOutcome } from './use-order-action';

type Run = (call: () => Promise<AdminOrderResponse>, fields?: readonly string[]) => Promise<ActionOutcome>;

const ICONS = { shipped: Truck, delivered: PackageCheck, cancelled: Ban } as const;
const SOURCE_LABELS = {
  manual: 'admin.tracking.source.manual',
  shipx: 'admin.tracking.source.shipx',
  demo: 'admin.tracking.source.demo',
} as const;

/**
 * The order's two states (docs/product-rules.md#orders) and the steps staff may take from here: ship (with the tracking number),
 * mark delivered, cancel. Each step is confirmed in a dialog; read-only roles see the states only.
 */
export function OrderStatusPanel({
  order,
  controls,
  ordersWrite,
  run,
}: {
  order: AdminOrderDetails;
  controls: OrderControls;
  ordersWrite: boolean;
  run: Run;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState<Transition | null>(null);
  const shipment = order.shipment;

  return (
    <section aria-labelledby="order-status-title" className={`${cardClass} p-5`}>
      <h2 id="order-status-title" className="text-xl">
        {t('admin.orders.statusTitle')}
      </h2>
      <dl className="mt-3 grid gap-2 text-[15px]">
        <Row label={t('admin.orders.orderStatus')}>
          <OrderStatusBadge status={order.status} />
        </Row>
        <Row label={t('admin.orders.paymentStatus')}>
          <PaymentStatusBadge status={order.payment_status} />
        </Row>
        {order.paid_at && <Row label={t('admin.orders.paidAt')}>{formatMoment(order.paid_at, locale)}</Row>}
        {!order.paid_at && order.payment_due_at && order.status === 'in_preparation' && (
          <Row label={t('admin.orders.paymentDue')}>{formatMoment(order.payment_due_at, locale)}</Row>
        )}
        {order.shipped_at && <Row label={t('admin.orders.shippedAt')}>{formatMoment(order.shipped_at, locale)}</Row>}
        {order.delivered_at && (
          <Row label={t('admin.orders.deliveredAt')}>{formatMoment(order.delivered_at, locale)}</Row>
        )}
        {order.cancelled_at && (
          <Row label={t('admin.orders.cancelledAt')}>{formatMoment(order.cancelled_at, locale)}</Row>
        )}
        {shipment?.tracking_number && (
          <Row label={t('admin.orders.trackingNumber')}>
            {shipment.tracking_url ? (
              <a
                href={shipment.tracking_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 break-all font-medium text-cognac underline-offset-4 hover:underline"
              >
                {shipment.tracking_number}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" strokeWidth={1.5} />
                <span className="sr-only">{t('admin.orders.opensInNewTab')}</span>
              </a>
            ) : (
              <span className="break-all font-medium">{shipment.tracking_number}</span>
            )}
          </Row>
        )}
        {shipment?.label_url && (
          <Row label={t(SOURCE_LABELS[shipment.source])}>
            <button
              type="button"
              onClick={() => void openShipmentLabel(shipment.label_url ?? '')}
              className="inline-flex min-h-11 items-center gap-1.5 font-medium text-cognac underline-offset-4 hover:underline"
            >
              <FileDown aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.tracking.label')}
            </button>
          </Row>
        )}
        {order.status === 'delivered' && order.withdrawal.deadline && (
          <Row label={t('admin.orders.withdrawalDeadline')}>{formatMoment(order.withdrawal.deadline, locale)}</Row>
        )}
      </dl>

      {controls.transitions.length > 0 && (
        <div className="mt-5 grid gap-2 border-t border-hairline pt-4">
          <p className="text-sm font-medium">{t('admin.orders.nextSteps')}</p>
          <div className="flex flex-wrap gap-2">
            {controls.transitions.map((status) => {
              const Icon = ICONS[status];
              return (
                <button
                  key={status}
                  type="button"
                  onClick={() => setOpen(status)}
                  className={
                    status === 'cancelled'
                      ? buttonClass('secondary', 'border-bordo/60 text-bordo hover:bg-bordo hover:text-white')
                      : buttonClass('primary')
                  }
                >
                  <Icon aria-hidden="true" className="size-4" strokeWidth={1.5} />
                  {t(`admin.orders.transitions.${status}`)}
                </button>
              );
            })}
          </div>
        </div>
      )}
      {controls.shippingWaitsForPayment && (
        <p className="mt-3 text-sm text-taupe">{t('admin.orders.shipAfterPayment')}</p>
      )}
      {!ordersWrite && <p className="mt-4 text-sm text-taupe">{t('admin.orders.statusReadOnly')}</p>}

      {open === 'shipped' && <ShipDialog order={order} run={run} onClose={() => setOpen(null)} />}
      {open === 'delivered' && <DeliverDialog order={order} run={run} onClose={() => setOpen(null)} />}
      {open === 'cancelled' && <CancelDialog order={order} run={run} onClose={() => setOpen(null)} />}
    </section>
  );
}

/** One line of the status card: the label, and its value on the right (under it when space runs out). */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5">
      <dt className="text-taupe">{label}</dt>
      <dd className="min-w-0 text-right">{children}</dd>
    </div>
  );
}

interface DialogProps {
  order: AdminOrderDetails;
  run: Run;
  onClose: () => void;
}

/** Runs a step from a dialog: closes it when done or when the order moved on (409), else shows why. */
function useDialogRun(run: Run, onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  async function submit(call: () => Promise<AdminOrderResponse>, fields: readonly string[]) {
    setBusy(true);
    setMessage(null);
    const outcome = await run(call, fields);
    setBusy(false);
    if (outcome.ok || outcome.conflict) {
      onClose();
      return;
    }
    setErrors(outcome.fields);
    setMessage(outcome.message);
  }
  return { busy, errors, setErrors, message, setMessage, submit };
}

const carrierName = (carrier: CarrierCode, other: string) => (carrier === 'other' ? other : CARRIERS[carrier].name);

function ShipDialog({ order, run, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState<CarrierCode>('inpost');
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [size, setSize] = useState<'small' | 'medium' | 'large'>('medium');
  const dialog = useDialogRun(run, onClose);
  const locker = order.delivery.inpost_point?.id;
  const viaInpost = order.delivery.method === 'inpost' || order.delivery.method === 'courier';
  const example = CARRIERS[carrier].example;

  function submit() {
    const problem = trackingNumberProblem(tracking, carrier);
    if (problem) {
      dialog.setErrors({
        tracking_number: t(`admin.orders.ship.${problem}`, { carrier: carrierName(carrier, ''), example }),
      });
      dialog.setMessage(t('forms.fixFields', { count: 1 }));
      return;
    }
    void dialog.submit(
      () =>
        ordersApi.changeStatus(order.id, {
          status: 'shipped',
          carrier,
          tracking_number: normaliseTrackingNumber(tracking),
          ...(note.trim() ? { note: note.trim() } : {}),
        }),
      ['tracking_number', 'carrier', 'note'],
    );
  }

  function createInpostParcel() {
    void dialog.submit(
      () =>
        ordersApi.inpostShipment(order.id, {
          parcel_size: size,
          ...(note.trim() ? { note: note.trim() } : {}),
        }),
      ['parcel_size', 'note'],
    );
  }

  return (
    <ActionDialog
      title={t('admin.orders.ship.title', { number: order.order_number })}
      description={t('admin.orders.ship.text')}
      busy={dialog.busy}
      message={dialog.message}
      submitLabel={t('admin.orders.ship.submit')}
      busyLabel={t('admin.orders.ship.busy')}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-[15px]">
        {order.delivery.name}
        {locker ? ` · ${locker}` : ''}
      </p>
      {viaInpost && (
        <fieldset className="grid gap-3 rounded-sm border border-hairline p-3">
          <legend className="px-1 text-sm font-medium">{t('admin.tracking.inpostTitle')}</legend>
          <p className="text-sm text-taupe">{t('admin.tracking.inpostText')}</p>
          {order.delivery.method === 'inpost' && (
            <SelectField
              id="ship-parcel-size"
              label={t('admin.tracking.parcelSize')}
              value={size}
              onChange={(event) => setSize(event.target.value as typeof size)}
            >
              {(['small', 'medium', 'large'] as const).map((option) => (
                <option key={option} value={option}>
                  {t(`admin.tracking.sizes.${option}`)}
                </option>
              ))}
            </SelectField>
          )}
          <button
            type="button"
            onClick={createInpostParcel}
            disabled={dialog.busy}
            className={buttonClass('secondary')}
          >
            <Truck aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {dialog.busy ? t('admin.tracking.inpostSending') : t('admin.tracking.inpostSubmit')}
          </button>
          <p className="text-sm text-taupe">{t('admin.tracking.orManual')}</p>
        </fieldset>
      )}
      <SelectField
        id="ship-carrier"
        label={t('admin.tracking.carrier')}
        value={carrier}
        error={dialog.errors.carrier}
        onChange={(event) => {
          setCarrier(event.target.value as CarrierCode);
          dialog.setErrors((all) => withoutField(all, 'tracking_number'));
        }}
      >
        {CARRIER_CODES.map((code) => (
          <option key={code} value={code}>
            {carrierName(code, t('admin.tracking.carriers.other'))}
          </option>
        ))}
      </SelectField>
      <InputField
        id="ship-tracking"
        label={t('admin.orders.trackingNumber')}
        required
        // The one thing this dialog asks for: typing starts at once (Radix keeps focus that is already inside).
        autoFocus
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={80}
        value={tracking}
        hint={t('admin.orders.ship.trackingHint', { example })}
        error={dialog.errors.tracking_number}
        onChange={(event) => {
          setTracking(event.target.value);
          dialog.setErrors((all) => withoutField(all, 'tracking_number'));
        }}
      />
      <TextAreaField
        id="ship-note"
        label={t('admin.orders.noteOptional')}
        hint={t('admin.orders.noteHint')}
        rows={2}
        maxLength={1000}
        value={note}
        error={dialog.errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
    </ActionDialog>
  );
}

/** Today on Warsaw calendars, `YYYY-MM-DD` (the shop's day, whatever the staff member's time zone). */
function warsawToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
}

function DeliverDialog({ order, run, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [notify, setNotify] = useState(true);
  const [note, setNote] = useState('');
  const today = warsawToday();
  const [day, setDay] = useState(today);
  const dialog = useDialogRun(run, onClose);
  return (
    <ActionDialog
      title={t('admin.orders.deliver.title', { number: order.order_number })}
      description={t('admin.orders.deliver.text')}
      busy={dialog.busy}
      message={dialog.message}
      submitLabel={t('admin.orders.deliver.submit')}
      busyLabel={t('admin.orders.deliver.busy')}
      onSubmit={() =>
        void dialog.submit(
          () =>
            ordersApi.changeStatus(order.id, {
              status: 'delivered',
              notify_customer: notify,
              ...(note.trim() ? { note: note.trim() } : {}),
              ...(day && day !== today ? { delivered_on: day } : {}),
            }),
          ['note', 'delivered_on'],
        )
      }
      onClose={onClose}
    >
      <InputField
        id="deliver-day"
        type="date"
        label={t('admin.orders.deliver.day')}
        hint={t('admin.orders.deliver.dayHint')}
        max={today}
        value={day}
        error={dialog.errors.delivered_on}
        onChange={(event) => setDay(event.target.value)}
      />
      <CheckField id="deliver-notify" label={t('admin.orders.deliver.notify')} checked={notify} onChange={setNotify} />
      <TextAreaField
        id="deliver-note"
        label={t('admin.orders.noteOptional')}
        hint={t('admin.orders.noteHint')}
        rows={2}
        maxLength={1000}
        value={note}
        error={dialog.errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
    </ActionDialog>
  );
}

function CancelDialog({ order, run, onClose }: DialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [note, setNote] = useState('');
  const dialog = useDialogRun(run, onClose);
  return (
    <ActionDialog
      title={t('admin.orders.cancel.title', { number: order.order_number })}
      description={t('admin.orders.cancel.text')}
      busy={dialog.busy}
      message={dialog.message}
      tone="danger"
      submitLabel={t('admin.orders.cancel.submit')}
      busyLabel={t('admin.orders.cancel.busy')}
      cancelLabel={t('admin.orders.cancel.keep')}
      onSubmit={() =>
        void dialog.submit(
          () =>
            ordersApi.changeStatus(order.id, { status: 'cancelled', ...(note.trim() ? { note: note.trim() } : {}) }),
          ['note'],
        )
      }
      onClose={onClose}
    >
      {order.money.refundable > 0 && (
        <p className="rounded-sm border border-bordo/30 bg-bordo/5 px-4 py-3 text-[15px] text-bordo">
          {t('admin.orders.cancel.refund', { amount: formatPrice(order.money.refundable, locale) })}
        </p>
      )}
      <TextAreaField
        id="cancel-note"
        label={t('admin.orders.cancel.reason')}
        hint={t('admin.orders.noteHint')}
        rows={2}
        maxLength={1000}
        value={note}
        error={dialog.errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
    </ActionDialog>
  );
}
