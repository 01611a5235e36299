import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverApi } from './api.server';

describe('serverApi', () => {
  it('passes on where the browser says a form post came from, so the API refuses one from another site', async () => {
    const sent: Array<Record<string, string>> = [];
    const context = {
      apiFetch: async (_path: string, init: RequestInit = {}) => {
        sent.push(init.headers as Record<string, string>);
        return new Response(JSON.stringify({ success: true }), { headers: { 'content-type': 'application/json' } });
      },
    } as unknown as AppLoadContext;
    const formPost = new Request('https://sklep.example/pl/newsletter/unsubscribe', {
      method: 'POST',
      headers: {
        cookie: 'atelier_csrf=abc; atelier_cart=def',
        'sec-fetch-site': 'cross-site',
        origin: 'https://zly.example',
      },
    });
    await serverApi(context, formPost, 'pl').post('/api/newsletter/unsubscribe', { email: 'a@b.pl' });
    expect(sent[0]).toMatchObject({
      cookie: 'atelier_csrf=abc; atelier_cart=def',
      'sec-fetch-site': 'cross-site',
      origin: 'https://zly.example',
    });
    // No token made up from the visitor's own cookie: it would make every forged post look genuine.
    expect(sent[0]).not.toHaveProperty('X-CSRF-TOKEN');
  });
});
