import { CONSENT_COOKIE, COOKIE_POLICY_VERSION } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  allows,
  type ConsentChoice,
  currentConsent,
  isConsentChoice,
  makeChoice,
  REJECT_ALL,
  withdrawnCategories,
} from './consent';
import { loadOptionalScripts, type OptionalScript } from './optional-scripts';

const ID = '5f0c2a4e-8d1b-4c3a-9e2f-0a1b2c3d4e5f';
const NOW = new Date('2026-03-01T10:15:00.000Z');

const stored = (overrides: Partial<ConsentChoice> = {}): ConsentChoice => ({
  analytics: true,
  marketing: false,
  version: COOKIE_POLICY_VERSION,
  decidedAt: '2026-02-01T09:00:00.000Z',
  id: ID,
  synced: true,
  ...overrides,
});

describe('the choice in force', () => {
  it('is none on a first visit, so nothing optional is allowed', () => {
    const choice = currentConsent(null, 'atelier_csrf=abc');
    expect(choice).toBeNull();
    expect(allows(choice, 'analytics')).toBe(false);
    expect(allows(choice, 'marketing')).toBe(false);
  });

  it('is the stored choice when it answers the current policy', () => {
    expect(currentConsent(stored(), null)).toEqual(stored());
  });

  it('asks again when the policy changed since the choice', () => {
    expect(currentConsent(stored({ version: '2024-01-01' }), null)).toBeNull();
  });

  it('falls back to the server cookie when local storage was cleared', () => {
    const cookie = `atelier_csrf=x; ${CONSENT_COOKIE}=${ID}.01.${COOKIE_POLICY_VERSION}; locale=pl`;
    expect(currentConsent(null, cookie)).toEqual({
      analytics: false,
      marketing: true,
      version: COOKIE_POLICY_VERSION,
      decidedAt: null,
      id: ID,
      synced: true,
    });
  });

  it('ignores a malformed or outdated cookie', () => {
    expect(currentConsent(null, `${CONSENT_COOKIE}=rubbish`)).toBeNull();
    expect(currentConsent(null, `${CONSENT_COOKIE}=${ID}.11.2020-01-01`)).toBeNull();
  });

  it('recognises only well-formed stored choices', () => {
    expect(isConsentChoice(stored())).toBe(true);
    expect(isConsentChoice({ analytics: 'yes' })).toBe(false);
    expect(isConsentChoice(null)).toBe(false);
  });
});

describe('a new choice', () => {
  it('carries its time and the policy version, and is not yet on the server', () => {
    const choice = makeChoice(REJECT_ALL, NOW, null);
    expect(choice).toEqual({
      analytics: false,
      marketing: false,
      version: COOKIE_POLICY_VERSION,
      decidedAt: NOW.toISOString(),
      id: null,
      synced: false,
    });
  });

  it('keeps the earlier record so the server files it as a change', () => {
    expect(makeChoice(ACCEPT_ALL, NOW, stored()).id).toBe(ID);
  });

  it('names the categories whose consent was withdrawn', () => {
    expect(withdrawnCategories(stored(), makeChoice(REJECT_ALL, NOW, stored()))).toEqual(['analytics']);
    expect(withdrawnCategories(null, makeChoice(REJECT_ALL, NOW, null))).toEqual([]);
    expect(withdrawnCategories(stored(), makeChoice(ACCEPT_ALL, NOW, stored()))).toEqual([]);
  });
});

describe('optional scripts', () => {
  const scripts: OptionalScript[] = [
    { id: 'stats', category: 'analytics', src: 'https://stats.example/s.js' },
    { id: 'ads', category: 'marketing', src: 'https://ads.example/a.js' },
  ];
  const recorder = () => {
    const injected: string[] = [];
    return { injected, inject: (script: OptionalScript) => injected.push(script.src) };
  };

  it('load nothing before a choice or after rejecting all', () => {
    const { injected, inject } = recorder();
    loadOptionalScripts(null, new Set(), scripts, inject);
    loadOptionalScripts(makeChoice(REJECT_ALL, NOW, null), new Set(), scripts, inject);
    expect(injected).toEqual([]);
  });

  it('load only the categories with consent', () => {
    const { injected, inject } = recorder();
    const added = loadOptionalScripts(
      makeChoice({ analytics: true, marketing: false }, NOW, null),
      new Set(),
      scripts,
      inject,
    );
    expect(added).toEqual(['stats']);
    expect(injected).toEqual(['https://stats.example/s.js']);
  });

  it('never load the same script twice', () => {
    const { injected, inject } = recorder();
    const loaded = new Set<string>();
    loadOptionalScripts(makeChoice(ACCEPT_ALL, NOW, null), loaded, scripts, inject);
    loadOptionalScripts(makeChoice(ACCEPT_ALL, NOW, null), loaded, scripts, inject);
    expect(injected).toHaveLength(2);
  });
});
