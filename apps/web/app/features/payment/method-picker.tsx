import type { PaymentMethod, PaymentMethodGroup } from '@atelier/contracts';
import { Clock, CreditCard, Landmark, Smartphone, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupMethods, logoSource } from './payment-state';
import { loadPaymentMethods } from './start-payment';

export type MethodsLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; methods: PaymentMethod[] };

/** The methods offered for this amount (GET /api/payment/methods), asked again when the amount changes. */
export function usePaymentMethods(amount: number | null): MethodsLoad {
  const [load, setLoad] = useState<MethodsLoad>({ state: 'loading' });
  useEffect(() => {
    if (amount === null) return;
    let live = true;
    loadPaymentMethods(amount).then(
      (methods) => live && setLoad(methods.length > 0 ? { state: 'ready', methods } : { state: 'failed' }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [amount]);
  return load;
}

const GROUP_ICONS: Record<PaymentMethodGroup, typeof CreditCard> = {
  blik: Smartphone,
  card: CreditCard,
  wallet: Wallet,
  transfer: Landmark,
  pay_later: Clock,
};

/**
 * The choice of payment method (docs/product-rules.md#payments): BLIK first, then card, wallets, bank transfers
 * and pay later, each a radio whose name is its visible text. `''` is Przelewy24's own picker — the only option
 * when the list cannot be loaded, and the first version's behaviour.
 */
export function PaymentMethodPicker({
  load,
  value,
  onChange,
  name,
}: {
  load: MethodsLoad;
  value: string;
  onChange: (code: string) => void;
  name: string;
}) {
  const { t } = useTranslation();
  if (load.state === 'loading') {
    return (
      <div role="status" aria-label={t('paymentMethods.loading')} className="h-40 animate-pulse rounded-sm bg-sand" />
    );
  }
  const groups = load.state === 'ready' ? groupMethods(load.methods) : [];
  return (
    <fieldset className="w-full">
      <legend className="sr-only">{t('paymentMethods.legend')}</legend>
      <div className="flex flex-col gap-5">
        {groups.map(({ group, methods }) => {
          const Icon = GROUP_ICONS[group];
          return (
            <div key={group}>
              {/* A group of one method named as the group (BLIK, a card) needs no heading of its own. */}
              {(methods.length > 1 || methods[0]?.name !== t(`paymentMethods.group.${group}`)) && (
                <p className="mb-2 text-sm font-medium uppercase tracking-wide text-taupe">
                  {t(`paymentMethods.group.${group}`)}
                </p>
              )}
              <div className="grid gap-2 sm:grid-cols-2">
                {methods.map((method) => {
                  const logo = logoSource(method.image_url);
                  return (
                    <label
                      key={method.code}
                      className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-sm border p-3 text-left ${
                        value === method.code ? 'border-cognac bg-sand/50' : 'border-hairline'
                      }`}
                    >
                      <input
                        type="radio"
                        name={name}
                        value={method.code}
                        checked={value === method.code}
                        onChange={() => onChange(method.code)}
                        className="size-5 shrink-0 accent-cognac"
                      />
                      {logo ? (
                        <img src={logo} alt="" className="h-6 w-10 shrink-0 object-contain" />
                      ) : (
                        <Icon aria-hidden="true" className="size-5 shrink-0 text-cognac" strokeWidth={1.5} />
                      )}
                      <span className="font-medium">{method.name}</span>
                      {group === 'blik' && <span className="text-sm text-taupe">{t('paymentMethods.blikHint')}</span>}
                    </label>
                  );
                })}
              </div>
            </div>
          );
        })}
        <label
          className={`flex cursor-pointer items-start gap-3 rounded-sm border p-3 text-left ${
            value === '' ? 'border-cognac bg-sand/50' : 'border-hairline'
          }`}
        >
          <input
            type="radio"
            name={name}
            value=""
            checked={value === ''}
            onChange={() => onChange('')}
            className="mt-0.5 size-5 shrink-0 accent-cognac"
          />
          <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cognac" strokeWidth={1.5} />
          <span>
            <span className="block font-medium">{t('paymentMethods.p24Name')}</span>
            <span className="block text-sm text-taupe">
              {groups.length > 0 ? t('paymentMethods.p24Other') : t('paymentMethods.p24Description')}
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}

/** Whether the chosen code is a BLIK method of the list (its code is then typed on our page). */
export function isBlikMethod(load: MethodsLoad, code: string): boolean {
  return load.state === 'ready' && load.methods.some((method) => method.code === code && method.group === 'blik');
}
