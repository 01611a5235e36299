import type { DemoPaymentAction, DemoPaymentActionResponse, DemoPaymentSessionResponse } from '@atelier/contracts';
import { CircleAlert, FlaskConical, Loader2, Lock } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { notify } from '~/features/notifications/store';
import { goToGateway } from '~/features/payment/start-payment';
import { formatPrice } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { ApiError, api } from '~/lib/api';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/demo-gateway';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'demoGateway'),
  { name: 'robots', content: 'noindex' },
];

type Session = DemoPaymentSessionResponse['data'];
type Load = { state: 'loading' } | { state: 'notFound' } | { state: 'failed' } | { state: 'ready'; session: Session };

/**
 * The demo payment provider's gateway (docs/product-rules.md#payments), used when Przelewy24 is not configured: it looks like a
 * payment page but says plainly that it is a simulation. Pay / Fail / Cancel drive the same notification
 * and verification path as Przelewy24, then return to the shop's payment outcome page.
 */
export default function DemoGateway() {
  const { t } = useTranslation();
  const { sessionId = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const read = useCallback(async () => {
    try {
      const response = await api.get<DemoPaymentSessionResponse>(`/api/payment/demo/${encodeURIComponent(sessionId)}`);
      setLoad({ state: 'ready', session: response.data });
    } catch (error) {
      setLoad({ state: error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed' });
    }
  }, [sessionId]);

  useEffect(() => {
    void read();
  }, [read]);

  const title = t('pages.demoGateway.title');
  return (
    <Container>
      <PageHeader title={title} intro={t('pages.demoGateway.intro')} crumbs={[{ label: title }]} />
      <div className="mx-auto max-w-xl py-10 pb-16 sm:py-12">
        {load.state === 'loading' ? (
          <div aria-hidden="true" className="h-96 animate-pulse rounded-lg bg-sand" />
        ) : load.state === 'ready' ? (
          <Gateway session={load.session} />
        ) : (
          <EmptyState
            icon={<CircleAlert aria-hidden="true" className="size-5" strokeWidth={1.5} />}
            title={load.state === 'notFound' ? t('payment.demo.notFound') : t('payment.loadFailed')}
          >
            <ShopLink />
          </EmptyState>
        )}
      </div>
    </Container>
  );
}

function ShopLink() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Link to={to('/')} className={buttonClass('secondary')}>
      {t('payment.continueShopping')}
    </Link>
  );
}

const ACTIONS: { action: DemoPaymentAction; label: 'pay' | 'fail' | 'cancel'; variant: 'primary' | 'secondary' }[] = [
  { action: 'pay', label: 'pay', variant: 'primary' },
  { action: 'fail', label: 'fail', variant: 'secondary' },
  { action: 'cancel', label: 'cancel', variant: 'secondary' },
];

function Gateway({ session }: { session: Session }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [working, setWorking] = useState<DemoPaymentAction | null>(null);
  const pending = session.status === 'pending';

  async function act(action: DemoPaymentAction) {
    setWorking(action);
    try {
      const response = await api.post<DemoPaymentActionResponse>(
        `/api/payment/demo/${encodeURIComponent(session.session_id)}/${action}`,
      );
      goToGateway(response.redirect_url, navigate);
    } catch (error) {
      setWorking(null);
      notify(
        error instanceof ApiError && error.status === 409 ? t('payment.demo.finished') : t('payment.demo.actionFailed'),
        'error',
      );
    }
  }

  return (
    <section
      aria-labelledby="demo-gateway-title"
      className="overflow-hidden rounded-lg border-2 border-dashed border-warning bg-white shadow-sm"
    >
      <div className="flex items-start gap-3 bg-warning/10 px-5 py-4 sm:px-8" role="note">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" strokeWidth={1.5} />
        <div>
          <p className="text-xs font-medium uppercase tracking-[0.18em] text-ink">{t('payment.demo.badge')}</p>
          <p className="mt-1 text-[15px] text-ink">{t('payment.demo.notice')}</p>
        </div>
      </div>
      <div className="px-5 py-6 sm:px-8 sm:py-8">
        <h2 id="demo-gateway-title" className="flex items-center gap-2 text-2xl">
          <Lock aria-hidden="true" className="size-5 text-taupe" strokeWidth={1.5} />
          {t('payment.demo.title')}
        </h2>
        <dl className="mt-6 grid gap-3 text-[15px]">
          <Row label={t('payment.demo.merchant')} value={t('payment.demo.merchantName')} />
          <Row label={t('payment.demo.description')} value={session.description || session.order_number} />
          <Row label={t('payment.demo.session')} value={session.session_id} mono />
          <div className="flex items-baseline justify-between gap-4 border-t border-hairline pt-4">
            <dt className="font-medium">{t('payment.demo.amount')}</dt>
            <dd className="font-serif text-3xl" data-testid="demo-amount">
              {formatPrice(session.amount, locale)}
            </dd>
          </div>
        </dl>
        {pending ? (
          <fieldset className="mt-8">
            <legend className="sr-only">{t('payment.demo.actionsLabel')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {ACTIONS.map(({ action, label, variant }) => (
                <button
                  key={action}
                  type="button"
                  disabled={working !== null}
                  onClick={() => void act(action)}
                  className={buttonClass(variant, `h-12 w-full ${action === 'pay' ? 'sm:col-span-2' : ''}`)}
                >
                  {working === action && (
                    <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
                  )}
                  {working === action ? t('payment.demo.working') : t(`payment.demo.${label}`)}
                </button>
              ))}
            </div>
          </fieldset>
        ) : (
          <div className="mt-8 grid gap-4">
            <p role="status" className="text-[15px] text-taupe">
              {t('payment.demo.finished')}
            </p>
            <button
              type="button"
              onClick={() => goToGateway(session.return_url, navigate)}
              className={buttonClass('primary', 'justify-self-start')}
            >
              {t('payment.demo.back')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

function Row({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <dt className="text-taupe">{label}</dt>
      <dd className={`min-w-0 break-all text-right ${mono ? 'font-mono text-sm' : ''}`}>{value}</dd>
    </div>
  );
}
