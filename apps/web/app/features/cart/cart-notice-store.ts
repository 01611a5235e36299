import { create } from 'zustand';

/** What was just put in the cart, for the mini cart that shows it. */
export interface AddedItem {
  name: string;
  image: string | null;
  /** "Kawowy · M", in the page's language; empty for a product without options. */
  options: string;
  quantity: number;
  /** Changes with every addition, so adding the same product again shows the notice again. */
  at: number;
}

interface CartNoticeState {
  added: AddedItem | null;
  show: (item: Omit<AddedItem, 'at'>) => void;
  hide: () => void;
}

/** The mini cart's one piece of state: the product just added (null when nothing is shown). */
export const useCartNotice = create<CartNoticeState>()((set) => ({
  added: null,
  show: (item) => set({ added: { ...item, at: Date.now() } }),
  hide: () => set({ added: null }),
}));
