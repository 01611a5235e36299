import type { AdminGiftCard } from '@atelier/contracts';
import { Gift, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { giftCardsAdminApi } from '~/features/admin/gift-cards-api';
import { EmptyList, PagedListFrame } from '~/features/admin/list-frame';
import { reportFailure, useListParams } from '~/features/admin/marketing/list-parts';
import {
  AdminPageHeader,
  adminInputClass,
  Badge,
  cardClass,
  NoAccess,
  smallButtonClass,
  tdClass,
  thClass,
} from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { notify } from '~/features/notifications/store';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/gift-cards';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'giftCards');

/** Admin → Gift cards (area gift_cards): the list with balances and uses, staff issuing, blocking a card. */
export default function AdminGiftCards() {
  const access = useAdminAccess('gift_cards');
  if (!access.read) return <NoAccess scope="area" />;
  return <GiftCardsPage canWrite={access.write} />;
}

const TONES = { active: 'success', expired: 'neutral', spent: 'neutral', blocked: 'danger' } as const;
const PER_PAGE = 20;

function IssueForm({ onIssued }: { onIssued: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [email, setEmail] = useState('');
  const [lang, setLang] = useState<'pl' | 'en'>('pl');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await giftCardsAdminApi.issue({ amount: Number(amount.replace(',', '.')), email, lang });
      notify(answer.message, 'success');
      setAmount('');
      setEmail('');
      onIssued();
    } catch (error) {
      reportFailure(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      className={`${cardClass} mb-4 grid gap-3 p-4 sm:grid-cols-[1fr_2fr_1fr_auto] sm:items-end`}
    >
      <h2 className="text-lg sm:col-span-4">{t('admin.giftCards.issueTitle')}</h2>
      <div>
        <label htmlFor="gift-card-amount" className="mb-1.5 block text-sm font-medium">
          {t('admin.giftCards.amount')}
        </label>
        <input
          id="gift-card-amount"
          inputMode="decimal"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          className={adminInputClass}
        />
      </div>
      <div>
        <label htmlFor="gift-card-email" className="mb-1.5 block text-sm font-medium">
          {t('admin.giftCards.email')}
        </label>
        <input
          id="gift-card-email"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={adminInputClass}
        />
      </div>
      <div>
        <label htmlFor="gift-card-lang" className="mb-1.5 block text-sm font-medium">
          {t('admin.giftCards.language')}
        </label>
        <select
          id="gift-card-lang"
          value={lang}
          onChange={(event) => setLang(event.target.value === 'en' ? 'en' : 'pl')}
          className={adminInputClass}
        >
          <option value="pl">{t('admin.giftCards.languages.pl')}</option>
          <option value="en">{t('admin.giftCards.languages.en')}</option>
        </select>
      </div>
      <button type="submit" className={smallButtonClass} disabled={busy} aria-busy={busy}>
        {busy ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
        ) : (
          <Gift aria-hidden="true" className="size-4" strokeWidth={1.5} />
        )}
        {t('admin.giftCards.issue')}
      </button>
    </form>
  );
}

function GiftCardsPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { page, values, update } = useListParams(['last4'] as const);
  const [last4, setLast4] = useState(values.last4);
  const query = { page, per_page: PER_PAGE, last4: /^[A-Za-z0-9]{4}$/.test(values.last4) ? values.last4 : undefined };
  const list = useAdminData(JSON.stringify(query), (signal) => giftCardsAdminApi.list(query, signal));
  const [blocking, setBlocking] = useState<number | null>(null);

  async function block(card: AdminGiftCard) {
    setBlocking(card.id);
    try {
      const answer = await giftCardsAdminApi.block(card.id);
      notify(answer.message, 'success');
      list.reload();
    } catch (error) {
      reportFailure(error, t);
    } finally {
      setBlocking(null);
    }
  }

  const money = (value: number) => formatPrice(value, locale);
  return (
    <>
      <AdminPageHeader title={t('admin.giftCards.title')} description={t('admin.giftCards.intro')} />
      {canWrite && <IssueForm onIssued={list.reload} />}
      <search aria-label={t('admin.giftCards.filters')} className={`${cardClass} mb-4 p-4`}>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            update({ last4: last4.trim() });
          }}
        >
          <div className="grow">
            <label htmlFor="gift-card-last4" className="mb-1.5 block text-sm font-medium">
              {t('admin.giftCards.last4')}
            </label>
            <input
              id="gift-card-last4"
              value={last4}
              maxLength={4}
              onChange={(event) => setLast4(event.target.value)}
              className={`${adminInputClass} uppercase`}
            />
          </div>
          <button type="submit" className={smallButtonClass}>
            {t('admin.giftCards.find')}
          </button>
        </form>
      </search>
      <section aria-labelledby="gift-cards-title" className={cardClass}>
        <h2 id="gift-cards-title" className="sr-only">
          {t('admin.giftCards.tableTitle')}
        </h2>
        <PagedListFrame
          list={list}
          rows={6}
          isEmpty={(data) => data.data.length === 0}
          empty={<EmptyList title={t('admin.giftCards.empty')} />}
          found={(count) => t('admin.giftCards.found', { count })}
          onPage={(next) => update({ ...values, page: next })}
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-[15px] leading-snug">
                <thead className="border-b border-hairline">
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('admin.giftCards.card')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('admin.giftCards.balance')}
                    </th>
                    <th scope="col" className={`${thClass} max-md:hidden`}>
                      {t('admin.giftCards.expires')}
                    </th>
                    <th scope="col" className={`${thClass} max-sm:hidden`}>
                      {t('admin.giftCards.uses')}
                    </th>
                    {canWrite && (
                      <th scope="col" className={thClass}>
                        <span className="sr-only">{t('admin.giftCards.actions')}</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((card) => (
                    <tr key={card.id} className="border-b border-hairline last:border-0">
                      <td className={tdClass}>
                        <p className="font-medium tracking-wide">…{card.code_last4}</p>
                        <p className="text-xs text-taupe">
                          {t(`admin.giftCards.kinds.${card.kind}`)} · {card.email}
                        </p>
                        <Badge tone={TONES[card.status]}>{t(`admin.giftCards.statuses.${card.status}`)}</Badge>
                      </td>
                      <td className={`${tdClass} tabular-nums`}>
                        {money(card.balance)}
                        <span className="block text-xs text-taupe">
                          {t('admin.giftCards.of', { amount: money(card.initial) })}
                        </span>
                      </td>
                      <td className={`${tdClass} max-md:hidden`}>{formatDate(card.expires_at, locale, 'short')}</td>
                      <td className={`${tdClass} max-sm:hidden tabular-nums`}>{card.uses}</td>
                      {canWrite && (
                        <td className={`${tdClass} text-right`}>
                          {card.status !== 'blocked' && (
                            <button
                              type="button"
                              className={smallButtonClass}
                              disabled={blocking === card.id}
                              onClick={() => block(card)}
                              aria-label={t('admin.giftCards.blockLabel', { last4: card.code_last4 })}
                            >
                              {t('admin.giftCards.block')}
                            </button>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </PagedListFrame>
      </section>
    </>
  );
}
