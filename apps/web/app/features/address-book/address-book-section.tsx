import type { SavedAddress } from '@atelier/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { MapPin, Pencil, Plus, Star, Trash2, X } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { CheckboxField, FormMessage, SubmitButton, TextField } from '~/components/ui/form';
import { useLocale } from '~/i18n/hooks';
import { isSessionExpired } from '~/lib/api-errors';
import { formFailure } from '~/lib/form-errors';
import { FIELD_MAX_LENGTH, formatPostalCode, POSTAL_CODE_INPUT_PATTERN } from '../checkout/address';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import {
  API_FIELD,
  addressBookApi,
  addressLine,
  type BookAddress,
  type BookField,
  checkBookAddress,
  emptyBookAddress,
  fromSaved,
  toInput,
} from './address-book';

type Book = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; addresses: SavedAddress[]; max: number };

/**
 * "Adresy" on the account page (docs/product-rules.md#accounts Address book): the saved addresses as cards,
 * each with edit, delete (after a confirmation) and "make default"; a form to add one while the book has room.
 */
export function AddressBookSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [book, setBook] = useState<Book>({ status: 'loading' });
  /** The address being edited, 'new' while adding one, or null. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await addressBookApi.list();
      setBook({ status: 'ready', addresses: answer.data, max: answer.meta.max });
    } catch (error) {
      setBook({ status: 'failed' });
      if (isSessionExpired(error)) handleApiError(error, { locale });
    }
  }, [locale]);

  useEffect(() => {
    void load();
  }, [load]);

  async function act(work: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      const answer = await work();
      notify(answer.message, 'success');
      await load();
      return true;
    } catch (error) {
      const failure = formFailure(error, t, t('addressBook.failed'));
      if (failure.sessionExpired) handleApiError(error, { locale });
      else notify(failure.message, 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      id="addresses"
      aria-labelledby="addresses-title"
      className="scroll-mt-28 rounded-lg border border-hairline bg-paper p-5 sm:p-8"
    >
      <h2 id="addresses-title" className="text-2xl">
        {t('addressBook.title')}
      </h2>
      <p className="mt-2 text-[15px] text-taupe">{t('addressBook.text')}</p>
      <div className="mt-6">
        {book.status === 'loading' ? (
          <div aria-hidden="true" className="h-32 animate-pulse rounded-lg bg-sand" />
        ) : book.status === 'failed' ? (
          <FormMessage tone="error">
            {t('addressBook.loadFailed')}{' '}
            <button type="button" onClick={() => void load()} className="underline underline-offset-4">
              {t('addressBook.retry')}
            </button>
          </FormMessage>
        ) : (
          <>
            {book.addresses.length === 0 && editing !== 'new' && (
              <p className="text-[15px] text-taupe">{t('addressBook.empty')}</p>
            )}
            {book.addresses.length > 0 && (
              <ul className="grid gap-4 md:grid-cols-2">
                {book.addresses.map((address) =>
                  editing === address.id ? (
                    <li key={address.id} className="md:col-span-2">
                      <AddressForm
                        title={t('addressBook.editTitle')}
                        initial={fromSaved(address)}
                        onCancel={() => setEditing(null)}
                        onSave={async (input) => {
                          const answer = await addressBookApi.change(address.id, toInput(input));
                          notify(answer.message, 'success');
                          setEditing(null);
                          await load();
                        }}
                      />
                    </li>
                  ) : (
                    <AddressCard
                      key={address.id}
                      address={address}
                      busy={busy}
                      onEdit={() => setEditing(address.id)}
                      onDelete={() => setRemoving(address)}
                      onMakeDefault={() => void act(() => addressBookApi.makeDefault(address.id))}
                    />
                  ),
                )}
              </ul>
            )}
            {editing === 'new' ? (
              <div className="mt-5">
                <AddressForm
                  title={t('addressBook.addTitle')}
                  initial={emptyBookAddress()}
                  offerDefault={book.addresses.length > 0}
                  onCancel={() => setEditing(null)}
                  onSave={async (input, makeDefault) => {
                    const answer = await addressBookApi.add({ ...toInput(input), is_default: makeDefault });
                    notify(answer.message, 'success');
                    setEditing(null);
                    await load();
                  }}
                />
              </div>
            ) : book.addresses.length >= book.max ? (
              <p className="mt-5 text-[15px] text-taupe">{t('addressBook.full', { max: book.max })}</p>
            ) : (
              <div className="mt-5 flex flex-wrap items-center gap-4">
                <button type="button" onClick={() => setEditing('new')} className={buttonClass('secondary')}>
                  <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
                  {t('addressBook.add')}
                </button>
                {book.addresses.length > 0 && (
                  <span className="text-sm text-taupe">
                    {t('addressBook.count', { count: book.addresses.length, max: book.max })}
                  </span>
                )}
              </div>
            )}
          </>
        )}
      </div>
      <Dialog.Root open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-ink/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-[80] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-pop-in overflow-y-auto rounded-lg bg-paper p-6 shadow-2xl outline-none sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="font-serif text-2xl font-medium">{t('addressBook.deleteTitle')}</Dialog.Title>
              <Dialog.Close
                aria-label={t('common.close')}
                className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-taupe hover:text-ink"
              >
                <X aria-hidden="true" className="size-5" strokeWidth={1.5} />
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-2 text-[15px] text-taupe">
              {removing && t('addressBook.deleteText', { address: addressLine(removing) })}
            </Dialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClass('secondary')}>{t('addressBook.cancel')}</Dialog.Close>
              <button
                type="button"
                disabled={busy}
                className={buttonClass('primary')}
                onClick={async () => {
                  if (!removing) return;
                  const id = removing.id;
                  if (await act(() => addressBookApi.remove(id))) setRemoving(null);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {busy ? t('addressBook.deleting') : t('addressBook.deleteConfirm')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}

function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: SavedAddress;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { t } = useTranslation();
  const which = <span className="sr-only"> {t('addressBook.ofAddress', { address: addressLine(address) })}</span>;
  const action = 'inline-flex min-h-11 items-center gap-1.5 text-sm text-cognac underline-offset-4 hover:underline';
  return (
    <li className={`rounded-lg border p-4 sm:p-5 ${address.is_default ? 'border-cognac' : 'border-hairline'}`}>
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-start gap-2 font-medium">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cognac" strokeWidth={1.5} />
          <span className="break-words">
            {address.first_name} {address.last_name}
          </span>
        </p>
        {address.is_default && (
          <span className="shrink-0 rounded-full bg-sand px-2.5 py-0.5 text-xs font-medium">
            {t('addressBook.default')}
          </span>
        )}
      </div>
      <address className="mt-2 break-words pl-6 text-[15px] not-italic text-taupe">
        {address.company_name && (
          <>
            {address.company_name}
            {address.nip && `, NIP ${address.nip}`}
            <br />
          </>
        )}
        {address.street} {address.apartment ? `${address.house}/${address.apartment}` : address.house}
        <br />
        {address.postal_code} {address.city}
        <br />
        {address.phone}
      </address>
      <div className="mt-3 flex flex-wrap gap-x-5 pl-6">
        <button type="button" onClick={onEdit} disabled={busy} className={action}>
          <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('addressBook.edit')}
          {which}
        </button>
        {!address.is_default && (
          <button type="button" onClick={onMakeDefault} disabled={busy} className={action}>
            <Star aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t('addressBook.makeDefault')}
            {which}
          </button>
        )}
        <button type="button" onClick={onDelete} disabled={busy} className={action}>
          <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('addressBook.delete')}
          {which}
        </button>
      </div>
    </li>
  );
}

const FORM_FIELDS: { field: BookField; autoComplete: string; span: string; inputMode?: 'tel' | 'numeric' }[] = [
  { field: 'name', autoComplete: 'given-name', span: 'sm:col-span-3' },
  { field: 'surname', autoComplete: 'family-name', span: 'sm:col-span-3' },
  { field: 'street', autoComplete: 'address-line1', span: 'sm:col-span-6' },
  { field: 'house', autoComplete: 'address-line2', span: 'sm:col-span-3' },
  { field: 'apartment', autoComplete: 'address-line3', span: 'sm:col-span-3' },
  { field: 'postal_code', autoComplete: 'postal-code', span: 'sm:col-span-2', inputMode: 'numeric' },
  { field: 'city', autoComplete: 'address-level2', span: 'sm:col-span-4' },
  { field: 'phone', autoComplete: 'tel', span: 'sm:col-span-6', inputMode: 'tel' },
];

function AddressForm({
  title,
  initial,
  offerDefault = false,
  onSave,
  onCancel,
}: {
  title: string;
  initial: BookAddress;
  offerDefault?: boolean;
  onSave: (address: BookAddress, makeDefault: boolean) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [address, setAddress] = useState(initial);
  const [company, setCompany] = useState(Boolean(initial.company || initial.nip));
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<BookField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(field: BookField, value: string) {
    setAddress((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = company ? address : { ...address, company: '', nip: '' };
    const problems = checkBookAddress(sent);
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, t(`checkout.errors.${problem}`)]),
    ) as Partial<Record<BookField, string>>;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setMessage(t('forms.fixFields', { count: Object.keys(found).length }));
      const first = FORM_FIELDS.map((f) => f.field)
        .concat(['company', 'nip'])
        .find((field) => found[field]);
      if (first) document.getElementById(`address-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await onSave(sent, makeDefault);
    } catch (error) {
      const failure = formFailure(error, t, t('addressBook.failed'), Object.keys(API_FIELD));
      if (failure.sessionExpired) {
        handleApiError(error, { locale });
        return;
      }
      setErrors(Object.fromEntries(Object.entries(failure.fields).map(([key, text]) => [API_FIELD[key], text])));
      setMessage(failure.message);
      setBusy(false);
    }
  }

  const input = (spec: (typeof FORM_FIELDS)[number]) => (
    <TextField
      key={spec.field}
      id={`address-${spec.field}`}
      className={spec.span}
      label={t(`checkout.fields.${spec.field}`)}
      name={spec.field}
      autoComplete={spec.autoComplete}
      inputMode={spec.inputMode}
      type={spec.field === 'phone' ? 'tel' : 'text'}
      required={spec.field !== 'apartment'}
      aria-required={spec.field !== 'apartment'}
      maxLength={FIELD_MAX_LENGTH[spec.field]}
      pattern={spec.field === 'postal_code' ? POSTAL_CODE_INPUT_PATTERN : undefined}
      placeholder={spec.field === 'postal_code' ? t('checkout.placeholders.postal_code') : undefined}
      value={address[spec.field]}
      error={errors[spec.field]}
      disabled={busy}
      onChange={(event) => change(spec.field, event.target.value)}
      onBlur={(event) => {
        if (spec.field !== 'postal_code') return;
        const formatted = formatPostalCode(event.target.value);
        if (formatted !== event.target.value) change('postal_code', formatted);
      }}
    />
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="address-form-title"
      className="rounded-lg border border-hairline p-4 sm:p-6"
    >
      <h3 id="address-form-title" className="font-serif text-xl">
        {title}
      </h3>
      <div className="mt-4 grid gap-5 sm:grid-cols-6">{FORM_FIELDS.map(input)}</div>
      <div className="mt-5 space-y-4">
        <CheckboxField
          id="address-company-toggle"
          label={t('addressBook.company')}
          checked={company}
          disabled={busy}
          onChange={setCompany}
        />
        {company && (
          <div className="grid gap-5 sm:grid-cols-6">
            <TextField
              id="address-company"
              className="sm:col-span-4"
              label={t('checkout.fields.company')}
              name="company"
              autoComplete="organization"
              maxLength={FIELD_MAX_LENGTH.company}
              value={address.company}
              error={errors.company}
              disabled={busy}
              onChange={(event) => change('company', event.target.value)}
            />
            <TextField
              id="address-nip"
              className="sm:col-span-2"
              label={t('checkout.fields.nip')}
              name="nip"
              inputMode="numeric"
              autoComplete="off"
              maxLength={FIELD_MAX_LENGTH.nip}
              value={address.nip}
              error={errors.nip}
              disabled={busy}
              onChange={(event) => change('nip', event.target.value)}
            />
          </div>
        )}
        {offerDefault && (
          <CheckboxField
            id="address-default"
            label={t('addressBook.isDefault')}
            checked={makeDefault}
            disabled={busy}
            onChange={setMakeDefault}
          />
        )}
      </div>
      {message && (
        <div className="mt-5">
          <FormMessage tone="error">{message}</FormMessage>
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <SubmitButton busy={busy} label={t('addressBook.save')} busyLabel={t('addressBook.saving')} />
        <button type="button" onClick={onCancel} disabled={busy} className={buttonClass('secondary')}>
          {t('addressBook.cancel')}
        </button>
      </div>
    </form>
  );
}
