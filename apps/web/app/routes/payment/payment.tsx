import type { PaymentStatusResponse } from '@atelier/contracts';
import {
  Ban,
  CheckCircle2,
  CircleAlert,
  Clock,
  CreditCard,
  Loader2,
  RefreshCw,
  RotateCcw,
  Smartphone,
  XCircle,
} from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { describedBy, FieldError, inputClass, labelClass } from '~/components/ui/form';
import { SimplePage } from '~/components/ui/simple-page';
import { useAuthStore } from '~/features/auth/store';
import { notify } from '~/features/notifications/store';
import { isBlikMethod, PaymentMethodPicker, usePaymentMethods } from '~/features/payment/method-picker';
import {
  BLIK_POLL_ATTEMPTS,
  isBlikCode,
  isSettled,
  normaliseBlikCode,
  type PaymentScreen,
  type PaymentStatus,
  POLL_ATTEMPTS,
  POLL_INTERVAL_MS,
  paymentScreen,
} from '~/features/payment/payment-state';
import { PaymentThanks } from '~/features/payment/payment-thanks';
import { goToGateway, initiatePayment, orderPagePath } from '~/features/payment/start-payment';
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
  | { state: 'ready'; status: PaymentStatus };

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
  /** This page has just sent a BLIK code: a pending attempt means "confirm in your bank app". */
  const [blikStarted, setBlikStarted] = useState(false);

  const check = useCallback(async () => {
    if (!Number.isInteger(orderId) || orderId < 1) {
      setLoad({ state: 'notFound' });
      return;
    }
    try {
      const response = await api.get<PaymentStatusResponse>(`/api/orders/${orderId}/payment-status`, {
        query: { token: guestToken },
      });
      setLoad({ state: 'ready', status: response.data });
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

  const screen = load.state === 'ready' ? paymentScreen(load.status, blikStarted) : null;
  // BLIK waits up to the attempt's expiry (3 minutes, then the server reports it expired).
  const maxAttempts = screen === 'blikWaiting' ? BLIK_POLL_ATTEMPTS : POLL_ATTEMPTS;
  const processing = screen !== null && !isSettled(screen);
  useEffect(() => {
    if (!processing || attempts >= maxAttempts) return;
    const timer = setTimeout(() => {
      setAttempts((count) => count + 1);
      void check();
    }, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [processing, attempts, maxAttempts, check]);

  return (
    <SimplePage page={screen === 'success' ? 'paymentThanks' : 'payment'}>
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
            screen={screen ?? 'select'}
            guestToken={guestToken}
            preselected={searchParams.get('method')}
            payAgain={searchParams.get('again') === '1'}
            stillWaiting={attempts >= maxAttempts}
            onCheckAgain={() => {
              setAttempts(0);
              void check();
            }}
            onBlikStarted={(sessionId, methodCode) => {
              // Shown at once as pending; the poll then follows the attempt to paid, failed or expired.
              setBlikStarted(true);
              setAttempts(0);
              setLoad({
                state: 'ready',
                status: {
                  ...load.status,
                  attempt: {
                    session_id: sessionId,
                    method_code: methodCode,
                    status: 'pending',
                    created_at: new Date().toISOString(),
                  },
                },
              });
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
  preselected,
  payAgain: payAgainAtOnce,
  stillWaiting,
  onCheckAgain,
  onBlikStarted,
}: {
  status: PaymentStatus;
  screen: PaymentScreen;
  guestToken: string | null;
  preselected: string | null;
  payAgain: boolean;
  stillWaiting: boolean;
  onCheckAgain: () => void;
  onBlikStarted: (sessionId: string, methodCode: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const methods = usePaymentMethods(status.total_amount);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [methodCode, setMethodCode] = useState(() => preselected ?? status.attempt?.method_code ?? '');
  const [blikCode, setBlikCode] = useState('');
  const [blikError, setBlikError] = useState<string | null>(null);
  /** The customer asked to pay again (after a failure, or instead of waiting): the choice is shown. */
  const [choosing, setChoosing] = useState(payAgainAtOnce);
  const codeField = useRef<HTMLInputElement>(null);
  const blik = isBlikMethod(methods, methodCode);
  const final = screen === 'success' || screen === 'refunded' || screen === 'orderCancelled';
  const shown: PaymentScreen = choosing && !final && status.can_retry ? 'select' : screen;
  const panel = useRef<HTMLElement>(null);
  /** The screen last shown: a new one (waiting, declined, paid) is scrolled to, the long list of methods gone. */
  const lastShown = useRef<PaymentScreen | null>(null);
  /** The code field takes the focus once: BLIK chosen at the checkout, or "try again" after a failure. */
  const focusCode = useRef(preselected !== null || payAgainAtOnce);

  useEffect(() => {
    if (lastShown.current !== null && lastShown.current !== shown) {
      panel.current?.scrollIntoView({ block: 'start' });
    }
    lastShown.current = shown;
    if (blik && focusCode.current && codeField.current) {
      focusCode.current = false;
      codeField.current.focus();
    }
  });

  function payAgain() {
    setFailure(null);
    setBlikError(null);
    setBlikCode('');
    if (isBlikMethod(methods, methodCode)) {
      focusCode.current = true;
      setChoosing(true);
      return;
    }
    void pay();
  }

  async function pay() {
    const code = normaliseBlikCode(blikCode);
    if (blik && !isBlikCode(code)) {
      setBlikError(t('paymentMethods.blikCodeInvalid'));
      codeField.current?.focus();
      return;
    }
    setStarting(true);
    setFailure(null);
    setBlikError(null);
    try {
      const payment = await initiatePayment({
        orderId: status.order_id,
        amount: status.total_amount,
        orderNumber: status.order_number,
        locale,
        guestToken,
        methodCode: methodCode || null,
        blikCode: blik ? code : null,
      });
      if (payment.redirect_url) {
        goToGateway(payment.redirect_url, navigate);
        return;
      }
      setStarting(false);
      setChoosing(false);
      setBlikCode('');
      onBlikStarted(payment.data.session_id, methodCode);
    } catch (error) {
      setStarting(false);
      const field = error instanceof ApiError && error.status === 422 ? error.fieldError('blik_code') : undefined;
      if (field) {
        // The bank refused the code or it is not a code: said beside the field, in the request's language.
        setBlikError(field);
        codeField.current?.focus();
        return;
      }
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
  const payButton = (label: string, Icon = CreditCard, onClick: () => unknown = pay) => (
    <button type="button" onClick={() => void onClick()} disabled={starting} className={buttonClass('primary')}>
      {starting ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
      ) : (
        <Icon aria-hidden="true" className="size-4" strokeWidth={1.5} />
      )}
      {starting ? (blik ? t('paymentMethods.blikSending') : t('payment.redirecting')) : label}
    </button>
  );

  const header = (
    <div className="flex flex-wrap items-baseline justify-between gap-3 border-b border-hairline pb-5">
      <p className="font-serif text-2xl">{t('payment.orderNumber', { number: status.order_number })}</p>
      <p className="text-[15px] text-taupe">
        {screen === 'success' ? t('payment.paid') : t('payment.amount')}:{' '}
        <span className="font-serif text-2xl text-ink" data-testid="payment-amount">
          {formatPrice(status.total_amount, locale)}
        </span>
      </p>
    </div>
  );

  let body: ReactNode;
  switch (shown) {
    case 'select':
      body = (
        <Outcome tone="neutral" icon={CreditCard} title={t('payment.selectTitle')} text={t('payment.selectText')}>
          <PaymentMethodPicker
            load={methods}
            value={methodCode}
            onChange={(code) => {
              setMethodCode(code);
              setBlikError(null);
            }}
            name="method"
          />
          {blik && (
            <form
              className="w-full max-w-xs"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void pay();
              }}
            >
              <label htmlFor="blik-code" className={labelClass}>
                {t('paymentMethods.blikCode')}
              </label>
              <input
                ref={codeField}
                id="blik-code"
                name="blik_code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={11}
                placeholder="000 000"
                value={blikCode}
                onChange={(event) => {
                  setBlikCode(normaliseBlikCode(event.target.value));
                  setBlikError(null);
                }}
                aria-invalid={blikError ? true : undefined}
                aria-describedby={describedBy('blik-code', { hint: true, error: blikError })}
                className={`${inputClass} font-mono text-xl tracking-[0.3em]`}
              />
              <p id="blik-code-hint" className="mt-2 text-sm text-taupe">
                {t('paymentMethods.blikCodeHint')}
              </p>
              <FieldError id="blik-code" error={blikError} />
            </form>
          )}
          <div className="flex flex-wrap gap-3">
            {payButton(blik ? t('paymentMethods.blikPay') : t('payment.payNow'), blik ? Smartphone : CreditCard)}
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
          <p className="text-[15px] text-taupe">{t('payment.abandonedText')}</p>
          <div className="flex flex-wrap gap-3">
            {status.can_retry && (
              <button type="button" onClick={() => setChoosing(true)} className={buttonClass('primary')}>
                <RotateCcw aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('payment.payAgain')}
              </button>
            )}
            {stillWaiting && (
              <button type="button" onClick={onCheckAgain} className={buttonClass('secondary')}>
                <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('payment.checkAgain')}
              </button>
            )}
            {orderLink}
          </div>
        </Outcome>
      );
      break;
    case 'blikWaiting':
      body = (
        <Outcome
          tone="neutral"
          icon={stillWaiting ? Smartphone : Loader2}
          spinning={!stillWaiting}
          title={t('paymentMethods.blikConfirmTitle')}
          text={stillWaiting ? t('payment.stillWaitingText') : t('paymentMethods.blikConfirmText')}
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
          <PaymentThanks orderId={status.order_id} guestToken={guestToken} />
          <div className="flex flex-wrap gap-3">
            {orderLink}
            <ShopLink />
          </div>
        </Outcome>
      );
      break;
    case 'failed':
    case 'expired':
      body = (
        <Outcome
          tone="error"
          icon={shown === 'expired' ? Clock : XCircle}
          title={shown === 'expired' ? t('paymentMethods.blikExpiredTitle') : t('payment.failedTitle')}
          text={shown === 'expired' ? t('paymentMethods.blikExpiredText') : t('payment.failedText')}
        >
          <div className="flex flex-wrap gap-3">
            {status.can_retry && payButton(t('payment.tryAgain'), RotateCcw, payAgain)}
            {orderLink}
          </div>
        </Outcome>
      );
      break;
    case 'cancelled':
      body = (
        <Outcome tone="neutral" icon={Ban} title={t('payment.cancelledTitle')} text={t('payment.cancelledText')}>
          <div className="flex flex-wrap gap-3">
            {status.can_retry && payButton(t('payment.payNow'), CreditCard, payAgain)}
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
    <section
      ref={panel}
      aria-label={t('payment.statusLabel')}
      className="scroll-mt-24 rounded-lg border border-hairline bg-paper p-5 sm:p-8"
    >
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
