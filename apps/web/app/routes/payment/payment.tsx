import type { PaymentStatusResponse } from '@atelier/contracts';
import { Ban, CheckCircle2, CircleAlert, CreditCard, Loader2, RefreshCw, RotateCcw, XCircle } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { SimplePage } from '~/components/ui/simple-page';
import { useAuthStore } from '~/features/auth/store';
import { notify } from '~/features/notifications/store';
import {
  isSettled,
  type PaymentScreen,
  type PaymentStatus,
  POLL_ATTEMPTS,
  POLL_INTERVAL_MS,
  paymentScreen,
} from '~/features/payment/payment-state';
import {
  forgetPaymentStarted,
  goToGateway,
  initiatePayment,
  orderPagePath,
  paymentRecentlyStarted,
} from '~/features/payment/start-payment';
import { formatPrice } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { ApiError, api } from '~/lib/api';
import { describeApiError } from '~/lib/api-errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/payment';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'payment'),
  { name: 'robots', content: 'noindex' },
];

type Load =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed' }
  | { state: 'ready'; status: PaymentStatus; screen: PaymentScreen };

/**
 * The payment screen of one order (docs/product-rules.md#payments): choose the method and pay, then — back from the gateway — wait
 * for the confirmation (polling GET /api/orders/{id}/payment-status) and show success, failure (try again)
 * or cancellation. Guests reach it with their order token in `?token=`.
 */
export default function Payment() {
  const { t } = useTranslation();
  const { orderId: orderIdParam = '' } = useParams();
  const [searchParams] = useSearchParams();
  const guestToken = searchParams.get('token');
  const orderId = Number.parseInt(orderIdParam, 10);
  const hydrated = useAuthStore((state) => state.hydrated);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempts, setAttempts] = useState(0);

  const check = useCallback(async () => {
    if (!Number.isInteger(orderId) || orderId < 1) {
      setLoad({ state: 'notFound' });
      return;
    }
    try {
      const response = await api.get<PaymentStatusResponse>(`/api/orders/${orderId}/payment-status`, {
        query: { token: guestToken },
      });
      const status = response.data;
      const screen = paymentScreen(status, paymentRecentlyStarted(orderId));
      if (isSettled(screen) && screen !== 'select') forgetPaymentStarted(orderId);
      setLoad({ state: 'ready', status, screen });
    } catch (error) {
      const missing = error instanceof ApiError && [401, 403, 404, 422].includes(error.status);
      setLoad((current) =>
        // A failed poll keeps what is shown; only a first failure replaces the page.
        current.state === 'ready' && !missing ? current : { state: missing ? 'notFound' : 'failed' },
      );
    }
  }, [orderId, guestToken]);

  useEffect(() => {
    if (hydrated) void check();
  }, [hydrated, check]);

  const processing = load.state === 'ready' && load.screen === 'processing';
  useEffect(() => {
    if (!processing || attempts >= POLL_ATTEMPTS) return;
    const timer = setTimeout(() => {
      setAttempts((count) => count + 1);
      void check();
    }, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [processing, attempts, check]);

  return (
    <SimplePage page="payment">
      <div className="mx-auto max-w-2xl pb-16">
        {load.state === 'loading' ? (
          <div role="status" aria-label={t('payment.loading')} className="h-72 animate-pulse rounded-lg bg-sand" />
        ) : load.state === 'notFound' ? (
          <EmptyState title={t('payment.notFound')} icon={<CircleAlert aria-hidden="true" className="size-5" />}>
            <ShopLink />
          </EmptyState>
        ) : load.state === 'failed' ? (
          <EmptyState title={t('payment.loadFailed')}>
            <button type="button" onClick={() => void check()} className={buttonClass('primary')}>
              <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('payment.retry')}
            </button>
          </EmptyState>
        ) : (
          <PaymentPanel
            status={load.status}
            screen={load.screen}
            guestToken={guestToken}
            stillWaiting={attempts >= POLL_ATTEMPTS}
            onCheckAgain={() => {
              setAttempts(0);
              void check();
            }}
          />
        )}
      </div>
    </SimplePage>
  );
}

function ShopLink() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Link to={to('/products')} className={buttonClass('secondary')}>
      {t('payment.continueShopping')}
    </Link>
  );
}

function PaymentPanel({
  status,
  screen,
  guestToken,
  stillWaiting,
  onCheckAgain,
}: {
  status: PaymentStatus;
  screen: PaymentScreen;
  guestToken: string | null;
  stillWaiting: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function pay() {
    setStarting(true);
    setFailure(null);
    try {
      const payment = await initiatePayment({
        orderId: status.order_id,
        amount: status.total_amount,
        orderNumber: status.order_number,
        locale,
        guestToken,
      });
      goToGateway(payment.redirect_url, navigate);
    } catch (error) {
      setStarting(false);
      // The server's own words when it says why (already paid, cancelled, online payment unavailable).
      const text =
        error instanceof ApiError && (error.status === 409 || error.status === 503) && error.serverMessage
          ? error.serverMessage
          : error instanceof ApiError && error.status !== 0
            ? t('payment.initFailed')
            : describeApiError(error, t).message;
      setFailure(text);
      notify(text, 'error');
    }
  }

  const orderLink = (
    <Link to={orderPagePath(locale, status.order_id, guestToken)} className={buttonClass('secondary')}>
      {t('payment.viewOrder')}
    </Link>
  );
  const payButton = (label: string, Icon = CreditCard) => (
    <button type="button" onClick={() => void pay()} disabled={starting} className={buttonClass('primary')}>
      {starting ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
      ) : (
        <Icon aria-hidden="true" className="size-4" strokeWidth={1.5} />
      )}
      {starting ? t('payment.redirecting') : label}
    </button>
  );

  const header = (
    <div className="flex flex-wrap items-baseline justify-between gap-3 border-b border-hairline pb-5">
      <p className="font-serif text-2xl">{t('payment.orderNumber', { number: status.order_number })}</p>
      <p className="text-[15px] text-taupe">
        {t('payment.amount')}:{' '}
        <span className="font-serif text-2xl text-ink" data-testid="payment-amount">
          {formatPrice(status.total_amount, locale)}
        </span>
      </p>
    </div>
  );

  let body: ReactNode;
  switch (screen) {
    case 'select':
      body = (
        <Outcome tone="neutral" icon={CreditCard} title={t('payment.selectTitle')} text={t('payment.selectText')}>
          <fieldset className="w-full">
            <legend className="sr-only">{t('payment.methodLegend')}</legend>
            <label className="flex items-center gap-4 rounded-sm border border-cognac bg-sand/50 p-4 text-left">
              <input type="radio" name="method" value="przelew24" checked readOnly className="size-5 accent-cognac" />
              <span>
                <span className="block font-medium">{t('payment.p24Name')}</span>
                <span className="block text-sm text-taupe">{t('payment.p24Description')}</span>
              </span>
            </label>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            {payButton(t('payment.payNow'))}
            {orderLink}
          </div>
        </Outcome>
      );
      break;
    case 'processing':
      body = (
        <Outcome
          tone="neutral"
          icon={Loader2}
          spinning={!stillWaiting}
          title={t('payment.processingTitle')}
          text={stillWaiting ? t('payment.stillWaitingText') : t('payment.processingText')}
        >
          {stillWaiting && (
            <div className="flex flex-wrap gap-3">
              <button type="button" onClick={onCheckAgain} className={buttonClass('primary')}>
                <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('payment.checkAgain')}
              </button>
              {orderLink}
            </div>
          )}
        </Outcome>
      );
      break;
    case 'success':
      body = (
        <Outcome tone="success" icon={CheckCircle2} title={t('payment.successTitle')} text={t('payment.successText')}>
          <div className="flex flex-wrap gap-3">
            {orderLink}
            <ShopLink />
          </div>
        </Outcome>
      );
      break;
    case 'failed':
      body = (
        <Outcome tone="error" icon={XCircle} title={t('payment.failedTitle')} text={t('payment.failedText')}>
          <div className="flex flex-wrap gap-3">
            {status.can_retry && payButton(t('payment.tryAgain'), RotateCcw)}
            {orderLink}
          </div>
        </Outcome>
      );
      break;
    case 'cancelled':
      body = (
        <Outcome tone="neutral" icon={Ban} title={t('payment.cancelledTitle')} text={t('payment.cancelledText')}>
          <div className="flex flex-wrap gap-3">
            {status.can_retry && payButton(t('payment.payNow'))}
            {orderLink}
          </div>
        </Outcome>
      );
      break;
    case 'orderCancelled':
      body = (
        <Outcome
          tone="neutral"
          icon={Ban}
          title={t('payment.orderCancelledTitle')}
          text={t('payment.orderCancelledText')}
        >
          <div className="flex flex-wrap gap-3">
            {orderLink}
            <ShopLink />
          </div>
        </Outcome>
      );
      break;
    case 'refunded':
      body = (
        <Outcome tone="neutral" icon={RotateCcw} title={t('payment.refundedTitle')} text={t('payment.refundedText')}>
          <div className="flex flex-wrap gap-3">{orderLink}</div>
        </Outcome>
      );
      break;
  }

  return (
    <section aria-label={t('payment.statusLabel')} className="rounded-lg border border-hairline bg-paper p-5 sm:p-8">
      {header}
      <div className="pt-6">{body}</div>
      {failure && (
        <p role="alert" className="mt-4 text-[15px] text-bordo">
          {failure}
        </p>
      )}
    </section>
  );
}

const TONES = {
  neutral: 'bg-sand text-cognac',
  success: 'bg-success/10 text-success',
  error: 'bg-bordo/10 text-bordo',
} as const;

function Outcome({
  tone,
  icon: Icon,
  spinning = false,
  title,
  text,
  children,
}: {
  tone: keyof typeof TONES;
  icon: typeof CheckCircle2;
  spinning?: boolean;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-5" data-testid="payment-outcome">
      <div className="flex items-start gap-4" role="status" aria-live="polite">
        <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${TONES[tone]}`}>
          <Icon aria-hidden="true" className={`size-6 ${spinning ? 'animate-spin' : ''}`} strokeWidth={1.5} />
        </span>
        <div>
          <h2 className="text-2xl">{title}</h2>
          <p className="mt-1 text-[15px] text-taupe">{text}</p>
        </div>
      </div>
      {children}
    </div>
  );
}
