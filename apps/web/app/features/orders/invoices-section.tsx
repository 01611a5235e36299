import type { InvoiceRequestResponse, OrderDetails, OrderInvoiceView } from '@atelier/contracts';
import { ORDER_TOKEN_HEADER } from '@atelier/contracts/browser-rules';
import { FileDown, FileText } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FormMessage, SubmitButton, TextField } from '~/components/ui/form';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { api } from '~/lib/api';
import { formFailure } from '~/lib/form-errors';
import { notify } from '../notifications/store';

/** A file link on our own origin; a guest's carries the order token (the PDF is opened in a new request). */
export function invoiceHref(url: string, guestToken?: string | null): string {
  const path = url.startsWith('http') ? new URL(url).pathname : url;
  return guestToken ? `${path}?token=${encodeURIComponent(guestToken)}` : path;
}

/**
 * The order's invoices (docs/product-rules.md#invoices): every invoice and correction with its PDF (and the
 * FA(3) XML of company invoices), and — for a paid order without one, within the legal window — a way to ask.
 */
export function InvoicesSection({
  order,
  guestToken,
  onIssued,
}: {
  order: OrderDetails;
  guestToken?: string | null;
  onIssued: (invoice: OrderInvoiceView) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { invoices, invoice_request: request } = order;
  if (invoices.length === 0 && !request.available) return null;

  return (
    <section aria-labelledby="order-invoices-title" className="rounded-lg border border-hairline bg-paper p-5 sm:p-8">
      <h2 id="order-invoices-title" className="text-2xl">
        {t('orders.invoices.title')}
      </h2>
      {invoices.length > 0 && (
        <ul className="mt-4 divide-y divide-hairline">
          {invoices.map((invoice) => (
            <li key={invoice.number} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-cognac" strokeWidth={1.5} />
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {t(`orders.invoices.kind.${invoice.kind}`)} {invoice.number}
                </p>
                <p className="text-sm text-taupe">
                  {t('orders.invoices.issuedOn', { date: formatDate(invoice.issued_at, locale) })}
                  {invoice.corrects ? ` · ${t('orders.invoices.corrects', { number: invoice.corrects })}` : ''}
                  {invoice.ksef_number ? ` · ${t('orders.invoices.ksef', { number: invoice.ksef_number })}` : ''}
                </p>
              </div>
              <a
                href={invoiceHref(invoice.pdf_url, guestToken)}
                download
                className="inline-flex min-h-11 items-center gap-2 text-[15px] font-medium text-cognac underline underline-offset-4"
              >
                <FileDown aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('orders.invoices.downloadPdf')}
                <span className="sr-only"> {invoice.number}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {request.available && (
        <InvoiceRequestForm
          order={order}
          guestToken={guestToken}
          deadline={request.deadline}
          onIssued={(invoice, message) => {
            notify(message, 'success');
            onIssued(invoice);
          }}
        />
      )}
    </section>
  );
}

function InvoiceRequestForm({
  order,
  guestToken,
  deadline,
  onIssued,
}: {
  order: OrderDetails;
  guestToken?: string | null;
  deadline: string | null;
  onIssued: (invoice: OrderInvoiceView, message: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [company, setCompany] = useState(false);
  const [name, setName] = useState('');
  const [nip, setNip] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      const body = company ? { company_name: name.trim(), nip: nip.trim() } : {};
      const response = await api.post<InvoiceRequestResponse>(`/api/orders/${order.id}/invoice`, body, {
        headers: guestToken ? { [ORDER_TOKEN_HEADER]: guestToken } : undefined,
      });
      onIssued(response.data, response.message);
    } catch (error) {
      const failure = formFailure(error, t, t('orders.invoices.failed'), ['company_name', 'nip']);
      setErrors(failure.fields);
      setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <p className="text-[15px] text-taupe">
        {deadline
          ? t('orders.invoices.requestText', { date: formatDate(deadline, locale) })
          : t('orders.invoices.requestTextNoDate')}
      </p>
      <CheckboxField
        id="invoice-request-company"
        label={t('orders.invoices.toCompany')}
        checked={company}
        disabled={busy}
        onChange={setCompany}
      />
      {company && (
        <div className="grid gap-4 sm:grid-cols-6">
          <TextField
            id="invoice-request-company-name"
            className="sm:col-span-4"
            label={t('checkout.fields.company')}
            autoComplete="organization"
            maxLength={200}
            value={name}
            error={errors.company_name}
            disabled={busy}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            id="invoice-request-nip"
            className="sm:col-span-2"
            label={t('checkout.fields.nip')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={13}
            value={nip}
            error={errors.nip}
            disabled={busy}
            onChange={(e) => setNip(e.target.value)}
          />
        </div>
      )}
      {message && <FormMessage tone="error">{message}</FormMessage>}
      <div>
        <SubmitButton busy={busy} label={t('orders.invoices.request')} busyLabel={t('orders.invoices.requesting')} />
      </div>
    </form>
  );
}
