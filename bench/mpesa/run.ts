import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fakeDarajaEnv, startFakeDaraja } from '../../apps/server/test/helpers/fake-daraja.ts';
import { CUSTOMER_DELIVERY, loginAll, quote } from '../shared/checkout.ts';
import { closeConnections, postJson } from '../shared/http.ts';
import { machineLines } from '../shared/machine.ts';
import { startServer } from '../shared/server-process.ts';
import { latencySummary, ms, percentile } from '../shared/stats.ts';
import { connectPartners } from '../live/partner-sockets.ts';
import { seedLive } from '../live/seed.ts';

/**
 * Time from an M-Pesa STK callback reaching the server to the store's newSubOrder alert: the
 * callback is matched, a confirmation job asks Daraja's STK Push Query (a Daraja-compatible server
 * in this process, answering at once), the order is marked Paid and released to its store, and the
 * store's socket hears it. Orders are placed first (prompt sent), then their callbacks are posted
 * BENCH_CONCURRENCY at a time, each timed from just before the POST.
 *
 *   DATABASE_URL       benchmark database, dropped and recreated (default sokoni_bench_mpesa)
 *   BENCH_ORDERS       paid orders measured (default 200, after 20 not counted)
 *   BENCH_CONCURRENCY  callbacks in flight at once (default 4)
 */
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sokoni_bench_mpesa';
if (!/bench/.test(new URL(url).pathname)) throw new Error('DATABASE_URL must name a database containing "bench": it is dropped and recreated.');
const measured = Number(process.env.BENCH_ORDERS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const WARMUP = 20;
const total = measured + WARMUP;

async function main() {
  const machine = await machineLines({ databaseUrl: url.replace(/\/[^/]*$/, '/postgres') });
  console.log(`Seeding ${total} stores and 8 customers...`);
  const seed = await seedLive(url, total, 8);
  const fake = await startFakeDaraja();
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServer(url, jwtSecret, fakeDarajaEnv(fake.url));
  const alerted = new Map<string, (at: number) => void>();
  const sockets = await connectPartners(server.port, jwtSecret, seed.partners.map((p) => p.id), (_partner, payload, at) => alerted.get(payload.orderId)?.(at));
  try {
    const customers = await loginAll(server.port, seed.customers);
    console.log(`  placing ${total} M-Pesa orders (one per store)...`);
    const prompts: { orderId: string; checkoutRequestId: string; amount: number; phone: string; path: string }[] = [];
    for (const [i, partner] of seed.partners.entries()) {
      const customer = customers[i % customers.length]!;
      const phone = `07${String(10_000_000 + i).slice(-8)}`;
      const fee = (await quote(server.port, [{ product: partner.product, quantity: 1 }])).body.fee;
      const res = await postJson<{ _id: string; message?: string }>(
        server.port,
        '/api/orders/place',
        { userId: customer.id, items: [{ product: partner.product, quantity: 1 }], delivery: { ...CUSTOMER_DELIVERY, fee }, paymentMethod: 'Mpesa', mpesaPhone: phone },
        customer.token,
      );
      if (res.status !== 201) throw new Error(`Placing answered ${res.status}: ${JSON.stringify(res.body)}`);
      const n = fake.pushes.length;
      const push = fake.pushes[n - 1]!;
      const checkoutRequestId = `ws_CO_191220191020363925${n}`;
      fake.queryAnswers.set(checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
      prompts.push({ orderId: res.body._id, checkoutRequestId, amount: push.Amount as number, phone: String(push.PhoneNumber), path: new URL(String(push.CallBackURL)).pathname });
    }

    const latencies: number[] = [];
    const ackMs: number[] = [];
    let missing = 0;
    const started = performance.now();
    let next = 0;
    async function worker() {
      while (next < prompts.length) {
        const index = next++;
        const p = prompts[index]!;
        const heard = new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => resolve(null), 30_000);
          alerted.set(p.orderId, (at) => {
            clearTimeout(timer);
            resolve(at);
          });
        });
        const body = {
          Body: {
            stkCallback: {
              MerchantRequestID: '29115-34620561-1',
              CheckoutRequestID: p.checkoutRequestId,
              ResultCode: 0,
              ResultDesc: 'The service request is processed successfully.',
              CallbackMetadata: { Item: [{ Name: 'Amount', Value: p.amount }, { Name: 'MpesaReceiptNumber', Value: `BN${String(index).padStart(8, '0')}` }, { Name: 'TransactionDate', Value: 20261124102115 }, { Name: 'PhoneNumber', Value: Number(p.phone) }] },
            },
          },
        };
        const t0 = performance.now();
        const ack = await postJson(server.port, p.path, body);
        const t1 = performance.now();
        if (ack.status !== 200) throw new Error(`Callback answered ${ack.status}`);
        const at = await heard;
        if (index < WARMUP) continue;
        ackMs.push(t1 - t0);
        if (at === null) missing++;
        else latencies.push(at - t0);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      [
        '',
        `M-Pesa callback to store alert, run ${new Date().toISOString()}: ${measured} paid orders (after ${WARMUP} not counted), ${concurrency} callbacks at once, ${(total / seconds).toFixed(1)} callbacks/s`,
        ...machine,
        `  callback -> newSubOrder  ${latencySummary(latencies)}`,
        `  callback acknowledgement ${latencySummary(ackMs)}`,
        `  alerts missing: ${missing}`,
        '',
        '| Step | p50 | p99 |',
        '|---|---:|---:|',
        `| callback -> store alert | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 99))} |`,
        `| Daraja acknowledged | ${ms(percentile(ackMs, 50))} | ${ms(percentile(ackMs, 99))} |`,
        `Load average after: ${os.loadavg()[0]!.toFixed(2)}`,
        '',
      ].join('\n'),
    );
  } finally {
    sockets.close();
    closeConnections();
    await server.stop();
    await fake.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
