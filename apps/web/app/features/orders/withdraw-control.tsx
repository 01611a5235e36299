import type { OrderDetails } from '@atelier/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { FileSignature, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FormMessage, inputClass, labelClass, SubmitButton, TextField } from '~/components/ui/form';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { formFailure, withoutField } from '~/lib/form-errors';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { WithdrawalFormLink } from '../returns/withdrawal-form-link';
import { withdrawFromOrder } from './orders-api';

/**
 * The statutory withdrawal function (docs/product-rules.md#legal, art. 11a): a clearly labelled "Odstąp od umowy" control while
 * the 14 days last; the consumer confirms name and contact, and the shop confirms receipt with date and
 * time (on screen here and by e-mail from the server).
 */
export function WithdrawControl({
  order,
  guestToken,
  onWithdrawn,
}: {
  order: OrderDetails;
  guestToken?: string | null;
  onWithdrawn: (submittedAt: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { withdrawal } = order;

  if (withdrawal.submitted_at) {
    return (
      <section aria-labelledby="withdraw-title" className="rounded-lg border border-hairline bg-paper p-5 sm:p-8">
        <h2 id="withdraw-title" className="text-2xl">
          {t('orders.withdraw.title')}
        </h2>
        <div className="mt-4">
          <FormMessage tone="success">
            {t('orders.withdraw.received', { date: formatDate(withdrawal.submitted_at, locale, 'dateTime') })}
          </FormMessage>
        </div>
      </section>
    );
  }
  if (!withdrawal.available) return null;

  return (
    <section aria-labelledby="withdraw-title" className="rounded-lg border border-hairline bg-paper p-5 sm:p-8">
      <h2 id="withdraw-title" className="text-2xl">
        {t('orders.withdraw.title')}
      </h2>
      {withdrawal.deadline && (
        <p className="mt-2 text-[15px] text-taupe">
          {t('orders.withdraw.text', { date: formatDate(withdrawal.deadline, locale, 'dateTime') })}
        </p>
      )}
      <p className="mt-2 text-[15px] text-taupe">{t('returns.withdrawalForm.orderText')}</p>
      <div className="mt-1">
        <WithdrawalFormLink order={{ id: order.id, guestToken }} />
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={buttonClass('secondary', 'mt-4')}>
          <FileSignature aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('orders.withdraw.button')}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-ink/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-[80] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-pop-in overflow-y-auto rounded-lg bg-paper p-6 shadow-2xl outline-none sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="font-serif text-2xl font-medium">
                {t('orders.withdraw.dialogTitle', { number: order.order_number })}
              </Dialog.Title>
              <Dialog.Close
                aria-label={t('common.close')}
                className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-taupe hover:text-ink"
              >
                <X aria-hidden="true" className="size-5" strokeWidth={1.5} />
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-2 text-[15px] text-taupe">
              {t('orders.withdraw.dialogText')}
            </Dialog.Description>
            <WithdrawForm
              order={order}
              guestToken={guestToken}
              onDone={(submittedAt) => {
                setOpen(false);
                notify(t('orders.withdraw.received', { date: formatDate(submittedAt, locale, 'dateTime') }), 'success');
                onWithdrawn(submittedAt);
              }}
              onSessionExpired={(error) => {
                setOpen(false);
                handleApiError(error, { locale });
              }}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}

const FIELDS = ['name', 'email', 'reason'] as const;

function WithdrawForm({
  order,
  guestToken,
  onDone,
  onSessionExpired,
}: {
  order: OrderDetails;
  guestToken?: string | null;
  onDone: (submittedAt: string) => void;
  onSessionExpired: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const address = order.billing_address;
  const [name, setName] = useState(`${address.first_name} ${address.last_name}`.trim());
  const [email, setEmail] = useState(order.email);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('forms.required');
    if (!email.trim()) problems.email = t('forms.required');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setMessage(null);
    try {
      const response = await withdrawFromOrder(
        order.id,
        { name: name.trim(), email: email.trim(), reason: reason.trim() || null },
        guestToken,
      );
      onDone(response.data.submitted_at);
    } catch (error) {
      const failure = formFailure(error, t, t('orders.withdraw.failed'), FIELDS);
      if (failure.sessionExpired) {
        onSessionExpired(error);
        return;
      }
      setErrors(failure.fields);
      setMessage(failure.message);
      notify(failure.message, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
      <p className="text-[15px]">
        <span className="text-taupe">{t('orders.withdraw.orderNumber')}: </span>
        <span className="font-medium">{order.order_number}</span>
      </p>
      <TextField
        id="withdraw-name"
        label={t('orders.withdraw.name')}
        autoComplete="name"
        value={name}
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => withoutField(current, 'name'));
        }}
      />
      <TextField
        id="withdraw-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('orders.withdraw.email')}
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors((current) => withoutField(current, 'email'));
        }}
      />
      <div>
        <label htmlFor="withdraw-reason" className={labelClass}>
          {t('orders.withdraw.reason')}
        </label>
        <textarea
          id="withdraw-reason"
          rows={3}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={`${inputClass} h-auto py-3`}
        />
      </div>
      {message && <FormMessage tone="error">{message}</FormMessage>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClass('secondary')} disabled={busy}>
          {t('orders.withdraw.keep')}
        </Dialog.Close>
        <SubmitButton busy={busy} label={t('orders.withdraw.confirm')} busyLabel={t('orders.withdraw.sending')} />
      </div>
    </form>
  );
}
