import type { OrdersContext } from '../orders/orders-context';

/** What every return operation is given by its route: the same as an order operation (returns report to orders). */
export type ReturnsContext = OrdersContext;
