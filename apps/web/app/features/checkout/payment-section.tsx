import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CheckoutSection } from './checkout-section';

/** The payment step: Przelewy24 is the only option, shown chosen (docs/product-rules.md#payments). */
export function PaymentSection() {
  const { t } = useTranslation();
  return (
    <CheckoutSection id="checkout-payment" title={t('checkout.paymentTitle')}>
      <fieldset>
        <legend className="sr-only">{t('checkout.paymentLegend')}</legend>
        <label className="flex cursor-pointer items-start gap-4 rounded-sm border border-cognac bg-sand/50 p-4">
          <input
            type="radio"
            name="payment_method"
            value="przelew24"
            checked
            readOnly
            className="mt-1 size-5 shrink-0 accent-cognac"
          />
          <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cognac" strokeWidth={1.5} />
          <span>
            <span className="block font-medium">{t('checkout.p24Name')}</span>
            <span className="block text-sm text-taupe">{t('checkout.p24Description')}</span>
          </span>
        </label>
      </fieldset>
      <p className="mt-3 text-sm text-taupe">{t('checkout.paymentDue')}</p>
    </CheckoutSection>
  );
}
