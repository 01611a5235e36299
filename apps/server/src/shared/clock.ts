/** The time source: the system clock in the shop, a fixed or moving clock in tests. */
export type Clock = () => Date;
