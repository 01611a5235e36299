import { placePaidOrder } from './orders-support';
import { expect, test } from './playwright-utils';

test('placePaidOrder pays on this project’s gateway', async ({ request, e2e }) => {
  const customer = { email: 'klient@atelier.pl', password: 'Klient123!' };
  const first = await placePaidOrder(request, customer);
  const second = await placePaidOrder(request, customer);
  expect(second.id).toBeGreaterThan(first.id);
  expect(first.number).toMatch(/^LB-\d{4}-\d+$/);
  if (e2e.p24) {
    const list = (await (await request.get(`${e2e.p24}/__fake/transactions`)).json()).data as { sessionId: string; verified: boolean }[];
    expect(list.find((t) => t.sessionId.startsWith(`${first.number}-`))?.verified).toBe(true);
  }
});
