import { postJson, type JsonAnswer } from './http.ts';

/** Where every benchmark customer lives (their saved location in the seed). */
export const CUSTOMER_DELIVERY = { town: 'Nairobi', location: '-1.2864,36.8172', option: 'platform' } as const;
export const BENCH_PASSWORD = 'bench-password';

export interface Line {
  product: string;
  quantity: number;
}
export interface Customer {
  id: string;
  email: string;
  token: string;
}
export interface PlacedOrder {
  _id: string;
  orderId: string;
}

/** Logs a customer in through the API, as the web app does. */
export async function login(port: number, email: string): Promise<string> {
  const res = await postJson<{ token?: string; message?: string }>(port, '/api/login', { identifier: email, password: BENCH_PASSWORD });
  if (res.status !== 200 || !res.body.token) throw new Error(`Login of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** Logs customers in a few at a time (each login costs a password hash on the server). */
export async function loginAll(port: number, accounts: { id: string; email: string }[]): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < accounts.length; i += 8) {
    const batch = accounts.slice(i, i + 8);
    const tokens = await Promise.all(batch.map((a) => login(port, a.email)));
    batch.forEach((a, j) => customers.push({ ...a, token: tokens[j]! }));
  }
  return customers;
}

/** The checkout's first call: the fee the server will charge for these lines. */
export function quote(port: number, items: Line[]): Promise<JsonAnswer<{ fee: number; message?: string }>> {
  return postJson(port, '/api/delivery/quote', { items, delivery: CUSTOMER_DELIVERY });
}

/** The checkout's second call, with the quoted fee, cash on delivery. */
export function place(port: number, customer: Customer, items: Line[], fee: number): Promise<JsonAnswer<PlacedOrder & { message?: string }>> {
  return postJson(
    port,
    '/api/orders/place',
    { userId: customer.id, items, delivery: { ...CUSTOMER_DELIVERY, fee }, paymentMethod: 'COD' },
    customer.token,
  );
}
