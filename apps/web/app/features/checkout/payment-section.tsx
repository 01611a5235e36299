import { useTranslation } from 'react-i18next';
import { type MethodsLoad, PaymentMethodPicker } from '../payment/method-picker';
import { CheckoutSection } from './checkout-section';

/**
 * The payment step (docs/product-rules.md#payments): the methods offered for the cart's total. The order is
 * placed first; BLIK then takes its code on the payment page, the others open Przelewy24 with the method chosen.
 */
export function PaymentSection({
  load,
  value,
  onChange,
}: {
  load: MethodsLoad;
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <CheckoutSection id="checkout-payment" title={t('checkout.paymentTitle')}>
      <PaymentMethodPicker load={load} value={value} onChange={onChange} name="payment_method" />
      <p className="mt-3 text-sm text-taupe">{t('checkout.paymentDue')}</p>
    </CheckoutSection>
  );
}
