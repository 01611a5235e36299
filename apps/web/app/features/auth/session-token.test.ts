import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/lib/api';
import { useAuthStore } from './store';

describe("the browser's API client and the session", () => {
  afterEach(() => {
    useAuthStore.setState({ token: null, user: null });
    vi.unstubAllGlobals();
  });

  it('sends the logged-in bearer token, and none after logout', async () => {
    const seen: Array<Record<string, string>> = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      seen.push(init.headers as Record<string, string>);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    useAuthStore.setState({ token: 'tok-1', user: { id: 1, name: 'Ala', email: 'ala@example.com', roles: [] } });
    await api.get('/api/user');
    useAuthStore.getState().clear();
    await api.get('/api/user');
    expect(seen[0].Authorization).toBe('Bearer tok-1');
    expect(seen[1]).not.toHaveProperty('Authorization');
  });
});
