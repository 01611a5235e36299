import type { AdminOrderDetails, AdminOrderResponse } from '@atelier/contracts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { TextAreaField } from '../fields';
import { cardClass } from '../ui';
import { ordersApi } from './orders-api';
import type { ActionOutcome } from './use-order-action';

type Run = (call: () => Promise<AdminOrderResponse>, fields?: readonly string[]) => Promise<ActionOutcome>;

/** Notes the team keeps about an order; never shown to the customer (decision 011). */
export function StaffNotes({ order, canAdd, run }: { order: AdminOrderDetails; canAdd: boolean; run: Run }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('admin.orders.notes.required'));
      return;
    }
    setBusy(true);
    const outcome = await run(() => ordersApi.addNote(order.id, body.trim()), ['body']);
    setBusy(false);
    if (outcome.ok) {
      setBody('');
      setError(null);
    } else {
      setError(outcome.fields.body ?? null);
    }
  }

  return (
    <section aria-labelledby="order-notes-title" className={`${cardClass} p-5`}>
      <h2 id="order-notes-title" className="text-xl">
        {t('admin.orders.notes.title')}
      </h2>
      <p className="mt-1 text-sm text-taupe">{t('admin.orders.notes.intro')}</p>
      {order.staff_notes.length === 0 ? (
        <p className="mt-3 text-taupe">{t('admin.orders.notes.empty')}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {order.staff_notes.map((note) => (
            <li key={note.id} className="rounded-sm bg-cream px-3 py-2">
              <p className="whitespace-pre-line break-words text-[15px]">{note.body}</p>
              <p className="mt-1 text-xs text-taupe">
                {note.author?.name || note.author?.email || t('admin.orders.notes.unknownAuthor')} ·{' '}
                {formatDate(note.created_at, locale, 'dateTime')}
              </p>
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <form noValidate onSubmit={submit} className="mt-4 grid gap-3">
          <TextAreaField
            id="order-note"
            label={t('admin.orders.notes.add')}
            rows={3}
            maxLength={2000}
            value={body}
            error={error}
            onChange={(event) => {
              setBody(event.target.value);
              setError(null);
            }}
          />
          <div>
            <button type="submit" className={buttonClass('secondary')} disabled={busy} aria-busy={busy}>
              {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
              {busy ? t('admin.orders.notes.saving') : t('admin.orders.notes.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
