import { describe, expect, it } from 'vitest';
import { ApiError, buildPath, createApiClient, type Fetcher } from './api';

function recording(response: Response | (() => Promise<Response>)) {
  const calls: Array<{ path: string; init: RequestInit }> = [];
  const fetcher: Fetcher = async (path, init) => {
    calls.push({ path, init });
    return typeof response === 'function' ? response() : response;
  };
  return { calls, fetcher };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createApiClient', () => {
  it('sends the shop headers and a JSON body', async () => {
    const { calls, fetcher } = recording(json(200, { success: true, message: 'ok' }));
    const client = createApiClient({ fetcher, locale: () => 'en', csrfToken: () => 'csrf', token: () => 'tok' });
    const result = await client.post<{ message: string }>('/api/newsletter', { email: 'a@b.pl' });
    expect(result.message).toBe('ok');
    const { path, init } = calls[0];
    expect(path).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"email":"a@b.pl"}');
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'Accept-Language': 'en',
      'X-CSRF-TOKEN': 'csrf',
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
  });

  it('leaves out the bearer and CSRF headers when there are none', async () => {
    const { calls, fetcher } = recording(new Response(null, { status: 204 }));
    await expect(createApiClient({ fetcher }).delete('/api/cart/clear')).resolves.toBeUndefined();
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
    expect(calls[0].init.headers).not.toHaveProperty('X-CSRF-TOKEN');
  });

  it('throws an ApiError with the server message and field errors', async () => {
    const { fetcher } = recording(json(422, { message: 'Invalid data', errors: { email: ['Bad e-mail.'] } }));
    const error = await createApiClient({ fetcher })
      .post('/api/newsletter', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid data', errors: { email: ['Bad e-mail.'] } });
    expect((error as ApiError).fieldError('email')).toBe('Bad e-mail.');
  });

  it('marks errors of requests that carried the bearer token, for the 401 rule', async () => {
    const refused = () => json(401, { message: 'Sesja wygasła.', code: 'unauthorized' });
    const withToken = await createApiClient({ fetcher: recording(refused()).fetcher, token: () => 'tok' })
      .get('/api/auth/me')
      .catch((caught: unknown) => caught);
    expect(withToken).toMatchObject({ status: 401, authenticated: true, code: 'unauthorized' });
    const withoutToken = await createApiClient({ fetcher: recording(refused()).fetcher, token: () => null })
      .post('/api/auth/login', { email: 'a@b.pl', password: 'x' })
      .catch((caught: unknown) => caught);
    expect(withoutToken).toMatchObject({ status: 401, authenticated: false });
    // Logging in while a (stale) token is stored does not send it: a wrong password is never an expired session.
    const { calls, fetcher } = recording(refused());
    const anonymous = await createApiClient({ fetcher, token: () => 'tok' })
      .post('/api/auth/login', {}, { anonymous: true })
      .catch((caught: unknown) => caught);
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
    expect(anonymous).toMatchObject({ status: 401, authenticated: false });
  });

  it('throws status 0 when the server cannot be reached', async () => {
    const { fetcher } = recording(() => Promise.reject(new TypeError('fetch failed')));
    await expect(createApiClient({ fetcher }).get('/api/products')).rejects.toMatchObject({ status: 0 });
  });

  it('copes with an error body that is not JSON', async () => {
    const { fetcher } = recording(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await createApiClient({ fetcher })
      .get('/api/products')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('buildPath', () => {
  it('leaves out empty values and joins lists', () => {
    expect(
      buildPath('/api/products', {
        page: 1,
        search: '  ',
        category_id: null,
        colors: ['black', 'brown'],
        min_price: undefined,
      }),
    ).toBe('/api/products?page=1&colors=black%2Cbrown');
    expect(buildPath('/api/products', {})).toBe('/api/products');
  });
});
