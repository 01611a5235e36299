import type { Cart, DeliveryMethod, InpostTokenResponse } from '@atelier/contracts';
import { MapPin, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '~/components/ui/form';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { api } from '~/lib/api';
import { CheckoutSection } from './checkout-section';
import { InpostGeowidget } from './inpost-geowidget';
import { needsParcelPoint } from './order-payload';
import { PointSearch } from './point-search';
import { formatPointAddress, type ParcelPoint } from './points';

type TokenState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: InpostTokenResponse };

/** Asks once whether the Geowidget is configured (GET /api/shipping/inpost/token). */
function useInpostToken(enabled: boolean): TokenState {
  const [state, setState] = useState<TokenState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled || state.status !== 'loading') return;
    let active = true;
    api.get<InpostTokenResponse>('/api/shipping/inpost/token').then(
      (answer) => active && setState({ status: 'ready', answer }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [enabled, state.status]);
  return state;
}

/** Delivery methods with what they cost in this cart (docs/product-rules.md#delivery) and, for InPost, the choice of a locker (docs/product-rules.md#parcel-lockers). */
export function DeliverySection({
  cart,
  methods,
  freeShippingThreshold,
  method,
  point,
  errors,
  disabled,
  onMethodChange,
  onPointChange,
}: {
  cart: Cart;
  methods: DeliveryMethod[];
  freeShippingThreshold: number;
  method: string;
  point: ParcelPoint | null;
  errors: Partial<Record<string, string>>;
  disabled: boolean;
  onMethodChange: (code: string) => void;
  onPointChange: (point: ParcelPoint) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inpost = needsParcelPoint(method);
  const token = useInpostToken(inpost);
  const free = cart.shipping_method?.free ?? cart.totals.subtotal - cart.totals.discount >= freeShippingThreshold;

  return (
    <CheckoutSection id="checkout-delivery" title={t('checkout.deliveryTitle')}>
      <fieldset aria-describedby={errors.deliveryMethod ? 'checkout-method-error' : undefined}>
        <legend className="sr-only">{t('checkout.deliveryLegend')}</legend>
        <div className="grid gap-3">
          {methods.map((option) => {
            const checked = option.code === method;
            return (
              <label
                key={option.code}
                className={`flex cursor-pointer items-start gap-4 rounded-sm border p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cognac ${
                  checked ? 'border-cognac bg-sand/50' : 'border-hairline hover:border-taupe'
                }`}
              >
                <input
                  type="radio"
                  name="delivery_method"
                  value={option.code}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onMethodChange(option.code)}
                  className="mt-1 size-5 shrink-0 accent-cognac"
                />
                {needsParcelPoint(option.code) ? (
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cognac" strokeWidth={1.5} />
                ) : (
                  <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cognac" strokeWidth={1.5} />
                )}
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium">{option.name}</span>
                    <span className="font-serif text-lg">
                      {free ? (
                        <>
                          <span className="sr-only">{formatPrice(option.price, locale)} → </span>
                          <s aria-hidden="true" className="mr-2 text-sm text-taupe">
                            {formatPrice(option.price, locale)}
                          </s>
                          {t('checkout.free')}
                        </>
                      ) : (
                        formatPrice(option.price, locale)
                      )}
                    </span>
                  </span>
                  <span className="mt-1 block text-sm text-taupe">
                    {option.description || t('checkout.deliveryDays', { min: option.min_days, max: option.max_days })}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <FieldError id="checkout-method" error={errors.deliveryMethod} />
      <p className="mt-3 text-sm text-taupe">
        {free
          ? t('checkout.freeFrom', { amount: formatPrice(freeShippingThreshold, locale) })
          : t('checkout.missingForFree', { amount: formatPrice(cart.missing_for_free_shipping, locale) })}
      </p>

      {inpost && (
        <div id="checkout-point" tabIndex={-1} className="mt-8 grid gap-8 border-t border-hairline pt-6 outline-none">
          <ChosenPoint point={point} error={errors.point} />
          {token.status === 'ready' && token.answer.configured && token.answer.token && token.answer.widget_url && (
            <InpostGeowidget
              token={token.answer.token}
              widgetUrl={token.answer.widget_url}
              locale={locale}
              onPoint={onPointChange}
            />
          )}
          {token.status === 'failed' && (
            <p role="status" className="text-[15px] text-taupe">
              {t('checkout.inpost.tokenFailed')}
            </p>
          )}
          <PointSearch chosen={point} disabled={disabled} onChoose={onPointChange} />
        </div>
      )}
    </CheckoutSection>
  );
}

function ChosenPoint({ point, error }: { point: ParcelPoint | null; error?: string }) {
  const { t } = useTranslation();
  if (!point) {
    return (
      <div>
        <h3 className="text-lg font-medium">{t('checkout.inpost.title')}</h3>
        <p className={`mt-2 text-[15px] ${error ? 'text-bordo' : 'text-taupe'}`} id="checkout-point-error">
          {error ?? t('checkout.errors.point')}
        </p>
      </div>
    );
  }
  return (
    <div aria-live="polite" className="rounded-sm border border-cognac bg-sand/50 p-4">
      <p className="text-xs font-medium uppercase tracking-[0.18em] text-taupe">{t('checkout.inpost.chosenTitle')}</p>
      <p className="mt-1 font-serif text-xl">{point.name}</p>
      <p className="text-[15px]">{formatPointAddress(point) ?? t('checkout.inpost.addressUnavailable')}</p>
      {point.location_description && <p className="text-sm text-taupe">{point.location_description}</p>}
      <FieldError id="checkout-point" error={error} />
    </div>
  );
}
