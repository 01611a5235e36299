import type { AdminInvoiceListResponse } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '~/lib/api';
import { useAdminAccess } from '../access';
import { InvoiceTable, useInvoiceDownload } from '../invoices/invoice-table';
import { cardClass, LoadFailed, LoadingRows } from '../ui';
import { useAdminData } from '../use-admin-data';

/**
 * The order's invoices and corrections on its admin page, for the roles that keep the books (area `invoices`):
 * the same rows, files and KSeF state as the invoice register, without leaving the order.
 */
export function OrderInvoices({ orderId }: { orderId: number }) {
  const access = useAdminAccess('invoices');
  if (!access.read) return null;
  return <OrderInvoiceList orderId={orderId} canRetry={access.write} />;
}

function OrderInvoiceList({ orderId, canRetry }: { orderId: number; canRetry: boolean }) {
  const { t } = useTranslation();
  const files = useInvoiceDownload();
  const list = useAdminData(`order-invoices-${orderId}`, (signal) =>
    api.get<AdminInvoiceListResponse>('/api/admin/invoices', { query: { order_id: orderId, per_page: 100 }, signal }),
  );
  const invoices = list.data?.data;
  return (
    <section aria-labelledby="order-invoices-title" className={cardClass}>
      <h2 id="order-invoices-title" className="px-5 pt-5 text-xl">
        {t('admin.invoices.ofOrder')}
      </h2>
      {invoices === undefined ? (
        list.state === 'failed' ? (
          <LoadFailed onRetry={list.reload} />
        ) : (
          <LoadingRows rows={2} label={t('admin.invoices.loading')} />
        )
      ) : invoices.length === 0 ? (
        <p className="px-5 pt-2 pb-5 text-[15px] text-taupe">{t('admin.invoices.noneForOrder')}</p>
      ) : (
        <div className="pt-2">
          <InvoiceTable
            invoices={invoices}
            files={files}
            canRetry={canRetry}
            onRetried={list.reload}
            showOrder={false}
          />
        </div>
      )}
    </section>
  );
}
