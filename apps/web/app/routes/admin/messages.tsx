import type { AdminContactMessage } from '@atelier/contracts';
import { CheckCheck, Eye, Mail, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { FormDialog } from '~/features/admin/dialogs';
import { EmptyList, PagedListFrame } from '~/features/admin/list-frame';
import { replyMailto, senderName } from '~/features/admin/marketing/inbox';
import {
  RowButton,
  reportFailure,
  StatusFilter,
  useClampPage,
  useListParams,
} from '~/features/admin/marketing/list-parts';
import { type MessageStatus, marketingApi } from '~/features/admin/marketing/marketing-api';
import { AdminPageHeader, Badge, cardClass, NoAccess, smallButtonClass } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { notify } from '~/features/notifications/store';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'messages');

export default function AdminMessages() {
  const access = useAdminAccess('inbox');
  if (!access.read) return <NoAccess scope="area" />;
  return <MessagesPage canWrite={access.write} />;
}

const STATUSES: readonly MessageStatus[] = ['all', 'open', 'handled'];
const PER_PAGE = 20;

function MessagesPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { page, values, update } = useListParams(['status'] as const);
  const status: MessageStatus = STATUSES.includes(values.status as MessageStatus)
    ? (values.status as MessageStatus)
    : 'all';
  const query = { page, per_page: PER_PAGE, status };
  const list = useAdminData(JSON.stringify(query), (signal) => marketingApi.contactMessages(query, signal));
  useClampPage(list.data?.meta, list.data?.data.length, (next) => update({ status: values.status, page: next }));
  const [reading, setReading] = useState<AdminContactMessage | null>(null);
  const [working, setWorking] = useState<number | null>(null);

  const mailto = (message: AdminContactMessage) =>
    replyMailto(message, {
      subject: t('admin.messages.replySubject'),
      quoteIntro: t('admin.messages.replyQuote', {
        name: senderName(message),
        date: formatDate(message.created_at, locale, 'dateTime'),
      }),
    });

  async function mark(message: AdminContactMessage, handled: boolean) {
    setWorking(message.id);
    try {
      const answer = await marketingApi.markMessage(message.id, handled);
      notify(answer.message, 'success');
      setReading((current) => (current?.id === message.id ? answer.data : current));
      list.reload();
    } catch (error) {
      reportFailure(error, t);
    } finally {
      setWorking(null);
    }
  }

  const open = list.data?.meta.open;

  return (
    <>
      <AdminPageHeader
        title={t('admin.messages.title')}
        description={
          open === undefined
            ? t('admin.messages.intro')
            : open === 0
              ? t('admin.messages.allHandled')
              : t('admin.messages.waiting', { count: open })
        }
      />
      <div className="mb-4">
        <StatusFilter
          label={t('admin.messages.filter')}
          value={status}
          options={STATUSES.map((value) => ({ value, label: t(`admin.messages.statuses.${value}`) }))}
          onChange={(value) => update({ status: value === 'all' ? '' : value })}
        />
      </div>
      <section aria-labelledby="messages-title" className={cardClass}>
        <h2 id="messages-title" className="sr-only">
          {t('admin.messages.listTitle')}
        </h2>
        <PagedListFrame
          list={list}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyList title={t(`admin.messages.empty.${status}`)} hint={t('admin.messages.emptyHint')}>
              {status !== 'all' && (
                <button type="button" className={smallButtonClass} onClick={() => update({ status: '' })}>
                  {t('admin.messages.showAll')}
                </button>
              )}
            </EmptyList>
          }
          found={(count) => t('admin.messages.found', { count })}
          onPage={(next) => update({ status: values.status, page: next })}
        >
          {(data) => (
            <ul className="divide-y divide-hairline">
              {data.data.map((message) => {
                const name = senderName(message);
                const handled = message.handled_at !== null;
                return (
                  <li
                    key={message.id}
                    className={`grid gap-3 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_auto] ${handled ? '' : 'bg-cognac/[0.03]'}`}
                  >
                    <article aria-labelledby={`message-${message.id}-from`} className="min-w-0">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <h3 id={`message-${message.id}-from`} className="font-sans text-base font-medium">
                          {name}
                        </h3>
                        <Badge tone={handled ? 'neutral' : 'accent'}>
                          {handled ? t('admin.messages.handled') : t('admin.messages.open')}
                        </Badge>
                      </div>
                      <p className="mt-0.5 text-sm text-taupe">
                        <span className="break-all">{message.email}</span> ·{' '}
                        <span className="whitespace-nowrap">{formatDate(message.created_at, locale, 'dateTime')}</span>
                      </p>
                      <p className="mt-2 line-clamp-2 whitespace-pre-line break-words text-[15px]">{message.message}</p>
                    </article>
                    <div className="flex flex-wrap items-start gap-2 md:justify-end">
                      <RowButton
                        compact={false}
                        icon={<Eye aria-hidden="true" className="size-4" strokeWidth={1.5} />}
                        label={t('admin.messages.read')}
                        aria-describedby={`message-${message.id}-from`}
                        onClick={() => setReading(message)}
                      />
                      {canWrite && !handled && (
                        <RowButton
                          compact={false}
                          tone="accent"
                          icon={<CheckCheck aria-hidden="true" className="size-4" strokeWidth={1.5} />}
                          label={t('admin.messages.markHandled')}
                          aria-describedby={`message-${message.id}-from`}
                          busy={working === message.id}
                          onClick={() => mark(message, true)}
                        />
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </PagedListFrame>
      </section>
      {reading && (
        <FormDialog
          open
          onOpenChange={(next) => !next && setReading(null)}
          title={t('admin.messages.fromTitle', { name: senderName(reading) })}
          description={`${reading.email} · ${formatDate(reading.created_at, locale, 'dateTime')}`}
        >
          <div className="grid gap-4">
            <div className="flex flex-wrap gap-2">
              <Badge tone={reading.handled_at ? 'neutral' : 'accent'}>
                {reading.handled_at
                  ? t('admin.messages.handledOn', { date: formatDate(reading.handled_at, locale, 'dateTime') })
                  : t('admin.messages.open')}
              </Badge>
              <Badge>
                {t('admin.messages.writtenIn', {
                  language: t(`admin.messages.languages.${reading.locale === 'en' ? 'en' : 'pl'}`),
                })}
              </Badge>
            </div>
            <blockquote className="max-h-[50dvh] overflow-y-auto whitespace-pre-line break-words rounded-sm border-l-2 border-cognac bg-sand/40 px-4 py-3 text-[15px] leading-relaxed">
              {reading.message}
            </blockquote>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              {canWrite &&
                (reading.handled_at ? (
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    disabled={working === reading.id}
                    onClick={() => mark(reading, false)}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    {t('admin.messages.markOpen')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    disabled={working === reading.id}
                    onClick={() => mark(reading, true)}
                  >
                    <CheckCheck aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    {t('admin.messages.markHandled')}
                  </button>
                ))}
              <a href={mailto(reading)} className={buttonClass('primary')}>
                <Mail aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('admin.messages.reply')}
              </a>
            </div>
            <p className="text-sm text-taupe">{t('admin.messages.replyHint')}</p>
          </div>
        </FormDialog>
      )}
    </>
  );
}
