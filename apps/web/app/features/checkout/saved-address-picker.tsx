import type { SavedAddress } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '~/i18n/hooks';
import { addressLine } from '../address-book/address-book';
import { CheckoutSection } from './checkout-section';

/**
 * The signed-in customer's saved addresses as radio cards (docs/product-rules.md#accounts Address book): picking
 * one fills the address form below, "New address" empties it for typing. The default one is picked at first.
 */
export function SavedAddressPicker({
  addresses,
  picked,
  disabled,
  onPick,
}: {
  addresses: SavedAddress[];
  picked: number | 'new';
  disabled: boolean;
  onPick: (choice: number | 'new') => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const card =
    'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:checked]:border-cognac has-[:checked]:bg-sand/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-cognac';
  return (
    <CheckoutSection id="checkout-saved-addresses" title={t('checkout.savedAddresses.legend')}>
      <fieldset>
        <legend className="sr-only">{t('checkout.savedAddresses.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <label key={address.id} className={`${card} border-hairline`}>
              <input
                type="radio"
                name="saved-address"
                value={address.id}
                checked={picked === address.id}
                disabled={disabled}
                onChange={() => onPick(address.id)}
                className="mt-1 size-4 shrink-0 accent-cognac"
              />
              <span className="min-w-0 text-[15px]">
                <span className="block font-medium">
                  {address.first_name} {address.last_name}
                  {address.is_default && (
                    <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-medium">
                      {t('addressBook.default')}
                    </span>
                  )}
                </span>
                {address.company_name && <span className="block text-taupe">{address.company_name}</span>}
                <span className="block break-words text-taupe">{addressLine(address)}</span>
              </span>
            </label>
          ))}
          <label className={`${card} border-hairline`}>
            <input
              type="radio"
              name="saved-address"
              value="new"
              checked={picked === 'new'}
              disabled={disabled}
              onChange={() => onPick('new')}
              className="mt-1 size-4 shrink-0 accent-cognac"
            />
            <span className="min-w-0 text-[15px]">
              <span className="block font-medium">{t('checkout.savedAddresses.newAddress')}</span>
              <span className="block text-taupe">{t('checkout.savedAddresses.newAddressHint')}</span>
            </span>
          </label>
        </div>
      </fieldset>
      <a
        href={`${to('/profile')}#addresses`}
        className="mt-4 inline-flex min-h-11 items-center text-sm text-cognac underline underline-offset-4"
      >
        {t('checkout.savedAddresses.manage')}
      </a>
    </CheckoutSection>
  );
}
