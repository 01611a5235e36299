import {
  ADDRESS_BOOK_MAX,
  type Cart,
  type CartChangeResponse,
  type DeliveryMethod,
  type PlaceOrderResponse,
  type SavedAddress,
} from '@atelier/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckboxField, FormMessage, SubmitButton } from '~/components/ui/form';
import { formatPrice } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { ApiError, api } from '~/lib/api';
import { describeApiError, isSessionExpired } from '~/lib/api-errors';
import { addressBookApi, BOOK_FIELDS, emptyBookAddress, fromSaved, toInput } from '../address-book/address-book';
import { useAuthStore } from '../auth/store';
import { useCartStore } from '../cart/store';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { isBlikMethod, usePaymentMethods } from '../payment/method-picker';
import { goToGateway, initiatePayment, paymentPagePath } from '../payment/start-payment';
import { type AddressField, type CheckoutAddress, checkAddress, isValidEmail, NOTES_MAX_LENGTH } from './address';
import { AddressFields } from './address-fields';
import {
  type Errors,
  focusFirst,
  initialMethod,
  prefilled,
  rememberedPoint,
  totalsDiffer,
} from './checkout-form-state';
import { DeliverySection } from './delivery-section';
import { NotesSection } from './notes-section';
import {
  type CheckoutDraft,
  type CheckoutField,
  customerOrderBody,
  guestOrderBody,
  needsParcelPoint,
  newIdempotencyKey,
  sortServerErrors,
} from './order-payload';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import type { ParcelPoint } from './points';
import { SavedAddressPicker } from './saved-address-picker';

/**
 * The checkout (docs/product-rules.md#addresses-and-languages Checkout, docs/product-rules.md#orders Checkout, docs/product-rules.md#errors): address, delivery with a locker, the single Przelewy24
 * option, notes, terms and the summary; "Zamawiam i płacę" places the order (one Idempotency-Key per
 * attempt, reused when the same order is sent again) and starts the payment.
 */
export function CheckoutForm({
  cart,
  methods,
  freeShippingThreshold,
  onReload,
  onSelectShipping,
  onEmailKnown,
}: {
  cart: Cart;
  methods: DeliveryMethod[];
  freeShippingThreshold: number;
  onReload: () => Promise<void>;
  onSelectShipping: (method: string, pointId: string | null) => Promise<void>;
  /** Tells a guest's cart the e-mail, so promo-code rules for that customer show in the summary at once. */
  onEmailKnown: (email: string) => Promise<CartChangeResponse | null>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const [address, setAddress] = useState<CheckoutAddress>(() => prefilled(user));
  const [invoice, setInvoice] = useState(false);
  const [personalInvoice, setPersonalInvoice] = useState(false);
  const [notes, setNotes] = useState('');
  const [method, setMethod] = useState(() => initialMethod(cart, methods));
  const [point, setPoint] = useState<ParcelPoint | null>(() => rememberedPoint(cart));
  const [terms, setTerms] = useState(false);
  /** A `code` of the methods list; '' leaves the choice to Przelewy24's own page. */
  const [paymentMethod, setPaymentMethod] = useState('');
  const paymentMethods = usePaymentMethods(cart.totals.total);
  const [errors, setErrors] = useState<Errors>({});
  /** The form's own message; one that only counts field messages goes once the last of them is fixed. */
  const [message, setMessage] = useState<{
    tone: 'error' | 'warning' | 'info';
    text: string;
    aboutFields?: boolean;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  /** A customer's address book (null until loaded, or for a guest), the card picked, and "save this address". */
  const [book, setBook] = useState<SavedAddress[] | null>(null);
  const [picked, setPicked] = useState<number | 'new'>('new');
  const [saveToBook, setSaveToBook] = useState(false);
  const addressNow = useRef(address);
  addressNow.current = address;
  /** One key per attempt: kept while the outcome is unknown, replaced once the server refused the order. */
  const idempotencyKey = useRef<string | null>(null);
  /**
   * The last e-mail told to the guest's cart and the cart it answers; `settled` once that answer is in the
   * summary (later changes of the cart reach the summary by themselves).
   */
  const emailTold = useRef<{ email: string; answer: Promise<Cart | null>; settled: boolean } | null>(null);

  // A session that appears after the first render (another tab logged in) fills what is still empty.
  const userId = user?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a different account prefills again
  useEffect(() => {
    if (!user) return;
    const from = prefilled(user);
    setAddress((current) => {
      const next = { ...current };
      for (const field of ['name', 'surname', 'email', 'phone'] as const) {
        if (!next[field].trim()) next[field] = from[field];
      }
      return next;
    });
  }, [userId]);

  // The customer's saved addresses: the default fills the form unless an address is already typed in it.
  useEffect(() => {
    setBook(null);
    if (!userId) return;
    let current = true;
    addressBookApi
      .list()
      .then((answer) => {
        if (!current) return;
        setBook(answer.data);
        const first = answer.data.find((saved) => saved.is_default);
        if (!first || addressNow.current.street.trim()) return;
        setAddress((typed) => fillFrom(typed, first));
        setPicked(first.id);
        setInvoice(Boolean(first.company_name));
      })
      .catch(() => {
        // The book is a convenience: without it the customer types the address as a guest does.
      });
    return () => {
      current = false;
    };
  }, [userId]);

  function pickAddress(choice: number | 'new') {
    setPicked(choice);
    const saved = choice === 'new' ? null : book?.find((entry) => entry.id === choice);
    // A new address starts from the account's name and phone, as the form does for a customer without a book.
    const { name, surname, phone } = prefilled(user);
    setAddress((current) =>
      saved ? fillFrom(current, saved) : { ...current, ...emptyBookAddress(), name, surname, phone },
    );
    setInvoice(Boolean(saved?.company_name));
    setErrors((current) => {
      const next = { ...current };
      for (const field of BOOK_FIELDS) delete next[field];
      return next;
    });
  }

  const clear = (field: CheckoutField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  /** A customer typing a new address may keep it (the book loaded and not full). */
  const offerSaving = user !== null && book !== null && picked === 'new' && book.length < ADDRESS_BOOK_MAX;

  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (errorCount === 0) setMessage((shown) => (shown?.aboutFields ? null : shown));
  }, [errorCount]);

  function changeAddress(field: AddressField, value: string) {
    setAddress((current) => ({ ...current, [field]: value }));
    // A saved address changed by hand is a new one (which the customer may save too).
    if ((BOOK_FIELDS as readonly string[]).includes(field) && picked !== 'new') setPicked('new');
    clear(field);
    if (field === 'nip') clear('company');
  }

  /**
   * A guest's e-mail, once typed, goes to the cart: a code that does not apply to this customer (a first-order
   * code for someone who has ordered before) is dropped from the summary at once, with the reason and the new
   * total, instead of the order being refused at the end. Answers the cart as it is now for this e-mail.
   */
  function tellEmail(value: string): Promise<Cart | null> {
    const email = value.trim().toLowerCase();
    if (user || !isValidEmail(email)) return Promise.resolve(null);
    const told = emailTold.current;
    if (told?.email === email) return told.settled ? Promise.resolve(null) : told.answer;
    const shown = cart;
    const entry = { email, answer: Promise.resolve<Cart | null>(null), settled: false };
    entry.answer = onEmailKnown(email).then((response) => {
      entry.settled = true;
      if (!response) return null;
      const fresh = response.data;
      if (shown.coupon?.applicable && fresh.coupon && !fresh.coupon.applicable) {
        const text = t('checkout.couponDropped', {
          reason: response.message,
          total: formatPrice(fresh.totals.total, locale),
        });
        setMessage({ tone: 'warning', text });
        notify(text, 'warning');
      }
      return fresh;
    });
    emailTold.current = entry;
    return entry.answer;
  }

  function changeMethod(code: string) {
    setMethod(code);
    clear('deliveryMethod');
    clear('point');
    void onSelectShipping(code, needsParcelPoint(code) ? (point?.id ?? null) : null);
  }

  function choosePoint(chosen: ParcelPoint) {
    setPoint(chosen);
    clear('point');
    notify(t('checkout.inpost.selected', { name: chosen.name }), 'success');
    void onSelectShipping(method, chosen.id);
  }

  function validate(): Errors {
    const found: Errors = {};
    const addressProblems = checkAddress(invoice ? address : { ...address, company: '', nip: '' });
    for (const [field, problem] of Object.entries(addressProblems)) {
      found[field as AddressField] = t(`checkout.errors.${problem}`);
    }
    if (!methods.some((option) => option.code === method)) found.deliveryMethod = t('checkout.errors.method');
    if (needsParcelPoint(method) && !point) found.point = t('checkout.errors.point');
    if (notes.length > NOTES_MAX_LENGTH) found.notes = t('checkout.errors.notesTooLong', { max: NOTES_MAX_LENGTH });
    if (!terms) found.terms = t('checkout.errors.terms');
    return found;
  }

  function fail(text: string, fields: Errors = {}, aboutFields = false) {
    setErrors(fields);
    setMessage({ tone: 'error', text, aboutFields });
    notify(text, 'error');
    focusFirst(fields);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    if (cart.items.some((line) => line.unavailable)) {
      fail(t('checkout.unavailableLines'));
      return;
    }
    const problems = validate();
    const count = Object.keys(problems).length;
    if (count > 0) {
      fail(t('forms.fixFields', { count }), problems, true);
      return;
    }

    setBusy(true);
    setErrors({});
    // The cart must have checked the promo code for this e-mail: if that changes what is due, the customer
    // sees the new summary first (the message says why) instead of placing an order at other figures. An
    // answer already in the summary needs no second look.
    const fresh = await tellEmail(address.email);
    if (fresh && totalsDiffer(fresh, cart)) {
      setBusy(false);
      if (!fresh.coupon || fresh.coupon.applicable) {
        const text = t('checkout.pricesChangedTotal', { total: formatPrice(fresh.totals.total, locale) });
        setMessage({ tone: 'warning', text });
        notify(text, 'warning');
      }
      document.getElementById('checkout-summary-title')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      return;
    }
    const draft: CheckoutDraft = {
      address,
      invoice,
      personalInvoice,
      notes,
      deliveryMethod: method,
      point,
      termsAccepted: terms,
    };
    idempotencyKey.current ??= newIdempotencyKey();
    const asCustomer = user !== null;
    let placed: PlaceOrderResponse;
    try {
      placed = await api.post<PlaceOrderResponse>(
        asCustomer ? '/api/orders' : '/api/orders/guest',
        asCustomer ? customerOrderBody(draft, cart) : guestOrderBody(draft, cart),
        { headers: { 'Idempotency-Key': idempotencyKey.current } },
      );
    } catch (error) {
      await onPlacementFailed(error);
      return;
    }

    const order = placed.data;
    idempotencyKey.current = null;
    if (asCustomer && offerSaving && saveToBook) await saveAddress();
    useCartStore.getState().clear();
    notify(t('checkout.placed', { number: order.order_number }), 'success');
    if (order.to_pay === 0) {
      // Paid wholly by gift cards (docs/product-rules.md#gift-cards): no payment step, the confirmation at once.
      navigate(paymentPagePath(locale, order.id, order.guest_token));
      return;
    }
    if (isBlikMethod(paymentMethods, paymentMethod)) {
      // BLIK's code is typed on the payment page, once the order exists (the code lives two minutes).
      navigate(paymentPagePath(locale, order.id, order.guest_token, paymentMethod));
      return;
    }
    try {
      const payment = await initiatePayment({
        orderId: order.id,
        amount: order.total_amount,
        orderNumber: order.order_number,
        locale,
        guestToken: order.guest_token,
        methodCode: paymentMethod || null,
      });
      if (payment.redirect_url) goToGateway(payment.redirect_url, navigate);
      else navigate(paymentPagePath(locale, order.id, order.guest_token));
    } catch (error) {
      // No gateway configured (503) says so in its own words; anything else may simply be tried again.
      const unavailable = error instanceof ApiError && error.status === 503 && error.serverMessage;
      notify(unavailable || t('checkout.paymentStartFailed', { number: order.order_number }), 'warning');
      navigate(paymentPagePath(locale, order.id, order.guest_token));
    }
  }

  /** "Save this address": after the order is placed; a refusal (a full book) does not touch the order. */
  async function saveAddress() {
    const fields = invoice ? address : { ...address, company: '', nip: '' };
    try {
      await addressBookApi.add(toInput(fields));
    } catch (error) {
      const reason = error instanceof ApiError ? describeApiError(error, t).message : t('addressBook.failed');
      notify(t('checkout.savedAddresses.saveFailed', { reason }), 'warning');
    }
  }

  async function onPlacementFailed(error: unknown) {
    setBusy(false);
    if (isSessionExpired(error)) {
      handleApiError(error, { locale, navigate });
      return;
    }
    // A refusal means no order was made: the next attempt gets a new key. After a lost answer the
    // outcome is unknown, so the same key goes again and the server answers the first order if there was one.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) idempotencyKey.current = null;
    if (error instanceof ApiError && error.status === 422) {
      const sorted = sortServerErrors(error.errors);
      const count = Object.keys(sorted.fields).length;
      const aboutFields = sorted.others.length === 0 && count > 0;
      const text =
        sorted.others.join('\n') ||
        (count > 0 ? t('forms.fixFields', { count }) : error.serverMessage || t('checkout.placeFailed'));
      fail(text, sorted.fields, aboutFields);
      return;
    }
    if (error instanceof ApiError && error.status === 409) {
      // The server says what changed (and the total now due); the summary shows the new figures.
      await onReload();
      const text = error.serverMessage || t('checkout.pricesChanged');
      setErrors({});
      setMessage({ tone: 'warning', text });
      notify(text, 'warning');
      document.getElementById('checkout-summary-title')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      return;
    }
    const text = error instanceof ApiError ? describeApiError(error, t).message : t('checkout.placeFailed');
    fail(text);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('checkout.formLabel')}
      aria-busy={busy}
      className="grid gap-8 pb-16 lg:grid-cols-12 lg:items-start lg:gap-10"
    >
      <div className="grid gap-6 lg:col-span-7">
        {!user && (
          <p className="rounded-lg border border-hairline bg-paper px-5 py-4 text-[15px]">
            {t('checkout.guestNotice')}{' '}
            <a
              href={`${to('/login')}?redirect=${encodeURIComponent(to('/checkout'))}`}
              className="text-cognac underline underline-offset-4"
            >
              {t('checkout.guestLogin')}
            </a>
          </p>
        )}
        {user && book && book.length > 0 && (
          <SavedAddressPicker addresses={book} picked={picked} disabled={busy} onPick={pickAddress} />
        )}
        <AddressFields
          saveToBook={
            offerSaving ? (
              <CheckboxField
                id="checkout-save-address"
                label={t('checkout.savedAddresses.saveToBook')}
                checked={saveToBook}
                disabled={busy}
                onChange={setSaveToBook}
              />
            ) : null
          }
          address={address}
          invoice={invoice}
          errors={errors}
          disabled={busy}
          onChange={changeAddress}
          onFieldBlur={(field, value) => {
            if (field === 'email') void tellEmail(value);
          }}
          personalInvoice={personalInvoice}
          onPersonalInvoiceChange={setPersonalInvoice}
          onInvoiceChange={(value) => {
            setInvoice(value);
            clear('company');
            clear('nip');
          }}
        />
        <DeliverySection
          cart={cart}
          methods={methods}
          freeShippingThreshold={freeShippingThreshold}
          method={method}
          point={point}
          errors={errors}
          disabled={busy}
          onMethodChange={changeMethod}
          onPointChange={choosePoint}
        />
        {/* Paid wholly by gift cards: there is no payment to choose (docs/product-rules.md#gift-cards). */}
        {cart.totals.to_pay > 0 && (
          <PaymentSection load={paymentMethods} value={paymentMethod} onChange={setPaymentMethod} />
        )}
        <NotesSection
          value={notes}
          error={errors.notes}
          disabled={busy}
          onChange={(value) => {
            setNotes(value);
            clear('notes');
          }}
        />
      </div>

      <div className="lg:sticky lg:top-28 lg:col-span-5">
        <OrderSummary cart={cart}>
          <CheckboxField
            id="checkout-terms"
            checked={terms}
            disabled={busy}
            error={errors.terms}
            onChange={(checked) => {
              setTerms(checked);
              clear('terms');
            }}
            label={
              <Trans
                i18nKey="checkout.terms"
                components={{
                  regulations: (
                    // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside
                    <a
                      href={to('/store-regulations')}
                      target="_blank"
                      rel="noopener"
                      className="text-cognac underline underline-offset-4"
                    />
                  ),
                }}
              />
            }
          />
          <p className="sr-only">{t('checkout.regulationsNewTab')}</p>
          {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
          <SubmitButton
            busy={busy}
            label={t('checkout.submit')}
            busyLabel={t('checkout.submitting')}
            className="w-full"
          />
        </OrderSummary>
      </div>
    </form>
  );
}

/** The form with a saved address's fields (the e-mail stays the one typed or the account's). */
function fillFrom(current: CheckoutAddress, saved: SavedAddress): CheckoutAddress {
  return { ...current, ...fromSaved(saved) };
}
