import type { CookieConsentResponse } from '@atelier/contracts';
import { COOKIE_POLICY_VERSION } from '@atelier/contracts/consent';
import { create } from 'zustand';
import { api } from '~/lib/api';
import { readJson, writeJson } from '~/lib/storage';
import {
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  type ConsentSelection,
  currentConsent,
  isConsentChoice,
  makeChoice,
  withdrawnCategories,
} from './consent';
import { loadOptionalScripts } from './optional-scripts';

/** Fired on window after every choice, for code that must react to it (future analytics, say). */
export const CONSENT_EVENT = 'atelier:consent';

interface ConsentState {
  choice: ConsentChoice | null;
  /** False on the server and until the browser has read the stored choice: the banner waits for it. */
  hydrated: boolean;
  hydrate: () => void;
  decide: (selection: ConsentSelection) => Promise<void>;
}

const loadedScripts = new Set<string>();

export const useConsentStore = create<ConsentState>()((set, get) => ({
  choice: null,
  hydrated: false,

  hydrate() {
    const stored = readJson(CONSENT_STORAGE_KEY, isConsentChoice);
    const choice = currentConsent(stored, document.cookie);
    set({ choice, hydrated: true });
    loadOptionalScripts(choice, loadedScripts);
    // A choice the server never heard of (offline at the time) is sent again.
    if (choice && !choice.synced) {
      void record(choice).then((saved) => {
        if (saved && get().choice === choice) remember(saved);
      });
    }
  },

  async decide(selection) {
    const before = get().choice;
    const choice = makeChoice(selection, new Date(), before);
    remember(choice);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
    // A script cannot be unloaded: withdrawing consent from something already running starts a fresh page.
    const withdrawn = withdrawnCategories(before, choice);
    if (withdrawn.length > 0 && loadedScripts.size > 0) {
      await record(choice);
      window.location.reload();
      return;
    }
    loadOptionalScripts(choice, loadedScripts);
    const saved = await record(choice);
    // A later choice made while this one was on its way stays in force.
    if (saved && get().choice === choice) remember(saved);
  },
}));

function remember(choice: ConsentChoice) {
  writeJson(CONSENT_STORAGE_KEY, choice);
  useConsentStore.setState({ choice });
}

/**
 * Files the choice with the server (which also sets the consent cookie). A failure keeps the choice in
 * force on this device and leaves it unsynced, so the next visit sends it again.
 */
async function record(choice: ConsentChoice): Promise<ConsentChoice | null> {
  try {
    const response = await api.post<CookieConsentResponse>('/api/cookie-consent', {
      necessary: true,
      analytics: choice.analytics,
      marketing: choice.marketing,
      version: COOKIE_POLICY_VERSION,
      ...(choice.id ? { id: choice.id } : {}),
    });
    const stored = response.data;
    if (!stored) return null;
    return { ...choice, id: stored.id, decidedAt: stored.decided_at, synced: true };
  } catch {
    return null;
  }
}
