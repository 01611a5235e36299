import type { Cart, CartChangeResponse } from '@atelier/contracts';
import { create } from 'zustand';
import { translator } from '~/i18n/i18n';
import { toLocale } from '~/i18n/locale';
import { isSessionExpired } from '~/lib/api-errors';
import { readJson, storageKeys, writeJson } from '~/lib/storage';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { type CartAddInput, cartApi } from './cart-api';
import { failureMessage, isUnreachable } from './failures';
import {
  addBodyOf,
  addLocalLine,
  cartCount,
  isLocalCartLine,
  isLocalOnly,
  type LocalCartLine,
  type LocalLineInput,
  localCopy,
  mirrorOf,
  setLocalQuantity,
  unsyncedLines,
} from './offline';

export { cartCount, type LocalCartLine } from './offline';

/** What the product page or the wishlist knows about the product being added. */
export interface CartProductSnapshot {
  id: number;
  name: string;
  slug: string | null;
  image: string | null;
  price: number;
}

export interface AddToCartInput {
  product: CartProductSnapshot;
  quantity: number;
  /** The variant chosen (docs/product-rules.md#variants); the server asks for it when the product has several. */
  variantId?: number | null;
  size?: string | null;
  /** The colour's code and how to draw it, when the product comes in one colour. */
  colour?: { code: string; name: string; hex: string } | null;
  /** The caller shows its own confirmation (the mini cart), so no toast says it again. */
  quiet?: boolean;
}

/** added: the server took it; local: kept on this device until the server answers; refused: with why. */
export type AddOutcome = { kind: 'added' } | { kind: 'local' } | { kind: 'refused'; message: string };

export type CodeOutcome = { ok: true } | { ok: false; message: string };

interface CartState {
  /** The server's last answer: lines, totals, coupon, delivery; null until it has answered once. */
  cart: Cart | null;
  /** The local copy (`cart_items`): the server's lines plus lines added while it was unreachable. */
  lines: LocalCartLine[];
  /** The server could not be reached (or refused to load the cart): the page shows the local copy. */
  offline: boolean;
  /** False until the first load has finished, one way or the other. */
  loaded: boolean;
  /** Cart calls still running; the page's buttons wait while it is above zero. */
  pending: number;
  /** False until local storage has been read in the browser. */
  hydrated: boolean;
  hydrate: () => void;
  /** Replaces the local copy (used by tests and by logout through clear). */
  setLines: (lines: LocalCartLine[]) => void;
  /** Forgets this browser's copy (logout); the server cart is untouched. */
  clear: () => void;
  load: () => Promise<void>;
  add: (input: AddToCartInput) => Promise<AddOutcome>;
  setQuantity: (lineId: number | string, quantity: number) => Promise<boolean>;
  removeLine: (lineId: number | string) => Promise<boolean>;
  clearCart: () => Promise<boolean>;
  applyCode: (code: string) => Promise<CodeOutcome>;
  removeCode: () => Promise<boolean>;
  /** Gift cards (docs/product-rules.md#gift-cards): the server's own message is the toast and the field error. */
  applyGiftCard: (code: string) => Promise<CodeOutcome>;
  removeGiftCard: (last4: string) => Promise<boolean>;
}

function t() {
  return translator(toLocale(typeof document === 'undefined' ? null : document.documentElement.lang));
}

function isLineList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

function readLocalCopy(): LocalCartLine[] {
  return (readJson(storageKeys.cart, isLineList) ?? []).filter(isLocalCartLine);
}

let localIds = 0;
function newLocalId(): string {
  localIds += 1;
  return `${Date.now().toString(36)}-${localIds}`;
}

/*
 * Cart calls run one after another: each answer is the whole cart, so applying them in the order they were
 * sent means a slow early answer can never overwrite a later one.
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

let loading: Promise<void> | null = null;

/** Reports a refused call: an expired session goes to the global handler (login page), the rest to a toast. */
function reportFailure(error: unknown, fallback: string): string {
  const message = failureMessage(error, fallback, t());
  if (isSessionExpired(error)) handleApiError(error);
  else notify(message, 'error');
  return message;
}

export const useCartStore = create<CartState>()((set, get) => {
  /** Takes a server answer: its lines become the local copy, plus what is still waiting to be sent. */
  const applyCart = (cart: Cart, stillLocal: LocalCartLine[] = []) => {
    const lines = localCopy(cart, stillLocal);
    writeJson(storageKeys.cart, lines);
    set({ cart, lines, offline: stillLocal.length > 0, loaded: true });
  };

  /** Runs one change against the server with the pending counter up, in turn with the others. */
  const change = (work: () => Promise<CartChangeResponse>) =>
    inTurn(async () => {
      set((state) => ({ pending: state.pending + 1 }));
      try {
        const answer = await work();
        applyCart(answer.data, unsyncedLines(get().lines));
        return answer;
      } finally {
        set((state) => ({ pending: Math.max(0, state.pending - 1) }));
      }
    });

  /**
   * Sends the lines added while offline, one by one (docs/product-rules.md#orders: synced when the server answers again).
   * A refused line (sold out meanwhile) is dropped with a message; an unreachable server stops the round
   * and keeps the rest for next time.
   */
  const syncLocalLines = async (cart: Cart): Promise<{ cart: Cart; stillLocal: LocalCartLine[] }> => {
    const waiting = unsyncedLines(get().lines);
    let current = cart;
    let synced = 0;
    for (const [index, line] of waiting.entries()) {
      try {
        current = (await cartApi.add(addBodyOf(line))).data;
        synced += 1;
      } catch (error) {
        if (isUnreachable(error)) return { cart: current, stillLocal: waiting.slice(index) };
        notify(
          t()('cart.syncRefused', { name: line.name, reason: failureMessage(error, t()('cart.addFailed'), t()) }),
          'error',
          null,
        );
      }
    }
    if (synced > 0) notify(t()('cart.synced', { count: synced }), 'success');
    return { cart: current, stillLocal: [] };
  };

  return {
    cart: null,
    lines: [],
    offline: false,
    loaded: false,
    pending: 0,
    hydrated: false,

    hydrate() {
      const wasHydrated = get().hydrated;
      set({ lines: readLocalCopy(), hydrated: true });
      // Another tab changed the copy: the server knows what it did, so ask it rather than trust the copy.
      if (wasHydrated && get().loaded) void get().load();
    },

    setLines(lines) {
      writeJson(storageKeys.cart, lines);
      set({ lines });
    },

    clear() {
      writeJson(storageKeys.cart, []);
      set({ lines: [], cart: null, offline: false });
    },

    load() {
      if (!get().hydrated) get().hydrate();
      loading ??= inTurn(async () => {
        try {
          const cart = await cartApi.view();
          const { cart: synced, stillLocal } = await syncLocalLines(cart);
          applyCart(synced, stillLocal);
        } catch (error) {
          // A refused token is the start-up session check's to report (ClientState); once it has ended the
          // session, the token change loads the guest cart.
          if (isSessionExpired(error)) {
            set({ loaded: true });
            return;
          }
          // docs/product-rules.md#orders: when the cart cannot be loaded it is restored from the local copy (kept in step with
          // storage by every change, so the lines in memory are that copy).
          set({ offline: true, loaded: true });
        }
      }).finally(() => {
        loading = null;
      });
      return loading;
    },

    async add({ product, quantity, variantId = null, size = null, colour = null, quiet = false }) {
      const body: CartAddInput = {
        product_id: product.id,
        quantity,
        // The variant names colour and size itself; they are sent only by callers that know no variant.
        ...(variantId !== null
          ? { variant_id: variantId }
          : { ...(size ? { size } : {}), ...(colour ? { color_id: colour.code } : {}) }),
      };
      try {
        const answer = await change(() => cartApi.add(body));
        if (!quiet) notify(answer.message || t()('cart.added'), 'success');
        return { kind: 'added' };
      } catch (error) {
        if (!isUnreachable(error)) return { kind: 'refused', message: reportFailure(error, t()('cart.addFailed')) };
        const input: LocalLineInput = {
          product_id: product.id,
          variant_id: variantId,
          name: product.name,
          slug: product.slug,
          image: product.image,
          price: product.price,
          quantity,
          size,
          color: colour,
        };
        get().setLines(addLocalLine(get().lines, input, newLocalId()));
        set({ offline: true });
        notify(t()('cart.addedLocally', { name: product.name }), 'warning', 8000);
        return { kind: 'local' };
      }
    },

    async setQuantity(lineId, quantity) {
      if (typeof lineId === 'string' && isLocalOnly({ id: lineId })) {
        get().setLines(setLocalQuantity(get().lines, lineId, quantity));
        notify(t()(quantity > 0 ? 'cart.quantityUpdated' : 'cart.itemRemoved'), 'success');
        return true;
      }
      try {
        const answer = await change(() => cartApi.setQuantity(Number(lineId), quantity));
        notify(answer.message || t()('cart.quantityUpdated'), 'success');
        return true;
      } catch (error) {
        reportFailure(error, t()('cart.updateFailed'));
        return false;
      }
    },

    async removeLine(lineId) {
      if (typeof lineId === 'string' && isLocalOnly({ id: lineId })) {
        get().setLines(setLocalQuantity(get().lines, lineId, 0));
        notify(t()('cart.itemRemoved'), 'success');
        return true;
      }
      try {
        const answer = await change(() => cartApi.remove(Number(lineId)));
        notify(answer.message || t()('cart.itemRemoved'), 'success');
        return true;
      } catch (error) {
        reportFailure(error, t()('cart.removeFailed'));
        return false;
      }
    },

    async clearCart() {
      const before = get().lines;
      try {
        // Lines waiting to be sent go too: the person asked for an empty cart.
        get().setLines(mirrorOf({ items: get().cart?.items ?? [] }));
        const answer = await change(() => cartApi.clear());
        notify(answer.message || t()('cart.cleared'), 'success');
        return true;
      } catch (error) {
        get().setLines(before);
        reportFailure(error, t()('cart.clearFailed'));
        return false;
      }
    },

    async applyCode(code) {
      const trimmed = code.trim();
      // docs/product-rules.md#errors: an empty or blank code is ignored.
      if (!trimmed) return { ok: false, message: '' };
      try {
        const answer = await change(() => cartApi.applyCode(trimmed));
        notify(t()('cart.coupon.appliedToast', { code: answer.data.coupon?.code ?? trimmed.toUpperCase() }), 'success');
        return { ok: true };
      } catch (error) {
        return { ok: false, message: reportFailure(error, t()('cart.coupon.failed')) };
      }
    },

    async removeCode() {
      try {
        await change(() => cartApi.removeCode());
      } catch (error) {
        if (isSessionExpired(error)) {
          handleApiError(error);
          return false;
        }
        // docs/product-rules.md#orders: when the normal removal reports failure, the forced one is tried.
        try {
          await change(() => cartApi.forceRemoveCode());
        } catch (forced) {
          reportFailure(forced, t()('cart.coupon.removeFailed'));
          return false;
        }
      }
      notify(t()('cart.coupon.removedToast'), 'success');
      return true;
    },

    async applyGiftCard(code) {
      const trimmed = code.trim();
      if (!trimmed) return { ok: false, message: '' };
      try {
        const answer = await change(() => cartApi.applyGiftCard(trimmed));
        notify(answer.message, 'success');
        return { ok: true };
      } catch (error) {
        return { ok: false, message: reportFailure(error, t()('cart.giftCard.failed')) };
      }
    },

    async removeGiftCard(last4) {
      try {
        const answer = await change(() => cartApi.removeGiftCard(last4));
        notify(answer.message, 'success');
        return true;
      } catch (error) {
        reportFailure(error, t()('cart.giftCard.removeFailed'));
        return false;
      }
    },
  };
});

export const useCartCount = () => useCartStore((state) => cartCount(state.lines));
