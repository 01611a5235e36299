import type { AdminOrderDetails, AdminRefund } from '@atelier/contracts';

export type TimelineEntry = {
  key: string;
  at: string;
  title: string;
  note: string | null;
  by: { name: string; email: string } | null;
  refund?: AdminRefund['status'];
};

/** Status changes and refunds of the order, newest first: the whole story in one place. */
export function orderTimeline(
  order: Pick<AdminOrderDetails, 'history' | 'refunds'>,
  refundTitle: (refund: AdminRefund) => string,
) {
  const entries: TimelineEntry[] = [
    ...order.history.map((entry, index) => ({
      key: `h${index}`,
      at: entry.at,
      title: entry.label,
      note: entry.note,
      by: entry.by,
    })),
    ...order.refunds.map((refund) => ({
      key: `r${refund.id}`,
      at: refund.created_at,
      title: refundTitle(refund),
      note: refund.reason,
      by: refund.requested_by,
      refund: refund.status,
    })),
  ];
  // Newest first; at the same moment, the later-written entry first (refunds after the history's).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.index - a.index)
    .map(({ entry }) => entry);
}
