import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_AT, startFakeAfricasTalking, type FakeAfricasTalking } from '../../../test/helpers/fake-africastalking.ts';
import { createAfricasTalkingClient, SmsSendError } from './africastalking-client.ts';

let fake: FakeAfricasTalking;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
});
afterAll(async () => {
  await fake?.close();
});

const client = (overrides: Partial<Parameters<typeof createAfricasTalkingClient>[0]> = {}) =>
  createAfricasTalkingClient({ baseUrl: fake.url, username: FAKE_AT.username, apiKey: FAKE_AT.apiKey, senderId: undefined, timeoutMs: 2000, ...overrides });

async function failureOf(promise: Promise<unknown>): Promise<SmsSendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof SmsSendError)) throw new Error(`expected an SmsSendError, got ${String(error)}`);
  return error;
}

describe("Africa's Talking client", () => {
  it('sends with the username, key and sender ID and answers the message id and cost', async () => {
    const accepted = await client({ senderId: 'SOKONI' }).send('+254712000111', 'Habari! Oda yako iko njiani.');
    expect(accepted).toMatchObject({ statusCode: 101, status: 'Success', cost: 'KES 0.8000', messageId: expect.stringMatching(/^ATXid_/) });
    expect(fake.sent.at(-1)).toEqual({ to: '+254712000111', message: 'Habari! Oda yako iko njiani.', from: 'SOKONI', messageId: accepted.messageId });
  });

  it('leaves the sender out when none is configured', async () => {
    await client().send('+254712000112', 'Hello');
    expect(fake.sent.at(-1)?.from).toBeNull();
  });

  it('reports wrong credentials as worth retrying once the configuration is fixed', async () => {
    const error = await failureOf(client({ apiKey: 'wrong' }).send('+254712000113', 'Hello'));
    expect(error.message).toMatch(/401/);
    expect(error.permanent).toBe(false);
  });

  it('reports a number the provider refuses as permanent', async () => {
    const error = await failureOf(client().send('+25471200', 'Hello'));
    expect(error.message).toMatch(/InvalidPhoneNumber \(403\)/);
    expect(error.permanent).toBe(true);
  });

  it('reports an outage or an unreachable provider as worth retrying', async () => {
    fake.failNext(1);
    expect((await failureOf(client().send('+254712000114', 'Hello'))).permanent).toBe(false);
    const unreachable = await failureOf(client({ baseUrl: 'http://127.0.0.1:9' }).send('+254712000114', 'Hello'));
    expect(unreachable.message).toMatch(/unreachable/);
    expect(unreachable.permanent).toBe(false);
  });
});
