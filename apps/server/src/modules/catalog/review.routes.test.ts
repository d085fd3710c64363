import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupDriver, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts, setSuspended } from '../../../test/helpers/products.ts';

const RATING_MESSAGE = 'Please select a valid rating between 1 and 5 stars.';
const COMMENT_MESSAGE = 'Please enter a comment before submitting.';
const UNKNOWN_ID = 'ffffffffffffffffffffffff';

let t: TestApp;
let alice: Created;
let bob: Created;
let carol: Created;
let shop: Created;
let driver: Created;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol] = await Promise.all([
    signupCustomer(t, { names: 'Alice Wanjiru' }),
    signupCustomer(t, { names: 'Bob Otieno' }),
    signupCustomer(t, { names: 'Carol Achieng' }),
  ]);
  shop = await signupPartner(t, { businessName: 'Kibanda Cafe' });
  driver = await signupDriver(t);
});
afterAll(async () => {
  await t?.close();
});

describe.each(['store', 'product'] as const)('ratings and reviews of a %s', (kind) => {
  let base: string;
  beforeAll(async () => {
    // Each target starts unrated: the store and the product are fresh for each kind.
    if (kind === 'store') base = `/api/partners/${(await signupPartner(t)).id}`;
    else base = `/api/products/${(await insertProducts(t, shop.id, [{ name: 'Mandazi' }]))[0]}`;
  });
  const rate = (token: string | undefined, payload: unknown) => t.call({ method: 'POST', url: `${base}/rate`, token, payload: payload as object });
  const reviews = async () => (await t.call({ method: 'GET', url: `${base}/reviews` })).json().reviews as Record<string, unknown>[];

  it('needs a customer token: 401 without one, 403 for store and driver tokens', async () => {
    expect((await rate(undefined, { rating: 5 })).statusCode).toBe(401);
    expect((await rate(shop.token, { rating: 5 })).statusCode).toBe(403);
    expect((await rate(driver.token, { rating: 5 })).statusCode).toBe(403);
    const comment = await t.call({ method: 'POST', url: `${base}/comments`, payload: { comment: 'Nice' } });
    expect(comment.statusCode).toBe(401);
    expect(await reviews()).toEqual([]);
  });

  it.each([[0], [6], [4.5], [-1], ['abc'], [null], [undefined], [true], [[5]]])('refuses the rating %j with the spec message', async (rating) => {
    const res = await rate(alice.token, { rating });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RATING_MESSAGE);
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.call({ method: 'POST', url: `${base}/rate`, token: alice.token, payload: '[5]', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });

  it('keeps one rating per customer, and the average is always the mean of current ratings', async () => {
    let res = await rate(alice.token, { rating: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ averageRating: 5, count: 1, message: expect.any(String) });

    res = await rate(bob.token, { rating: 4 });
    expect(res.json()).toMatchObject({ averageRating: 4.5, count: 2 });

    res = await rate(alice.token, { rating: 2 });
    expect(res.json()).toMatchObject({ averageRating: 3, count: 2 });

    res = await rate(carol.token, { rating: '5' });
    expect(res.json()).toMatchObject({ averageRating: 3.67, count: 3 });

    const shown = (await t.call({ method: 'GET', url: base })).json();
    expect(shown.ratings).toMatchObject({ average: 3.67, count: 3 });
    expect((await reviews()).filter((r) => r.rating !== null)).toHaveLength(3);
  });

  it('takes the reviewer from the token, never from the body', async () => {
    const res = await rate(carol.token, { rating: 4, user: alice.id, userId: alice.id, comment: 'Tasty and quick' });
    expect(res.statusCode).toBe(200);
    expect(res.json().review.user).toEqual({ username: (carol.body.user as { username: string }).username, names: 'Carol Achieng' });
    const mine = (await reviews()).filter((r) => r.comment === 'Tasty and quick');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.user).toMatchObject({ username: (carol.body.user as { username: string }).username });
  });

  it('rating again replaces the comment only when a new one is given', async () => {
    await rate(bob.token, { rating: 3, comment: 'Good value' });
    await rate(bob.token, { rating: 4 });
    let bobs = (await reviews()).filter((r) => (r.user as { names: string }).names === 'Bob Otieno' && r.rating !== null);
    expect(bobs).toEqual([expect.objectContaining({ rating: 4, comment: 'Good value' })]);
    await rate(bob.token, { rating: 4, comment: 'Even better now' });
    bobs = (await reviews()).filter((r) => (r.user as { names: string }).names === 'Bob Otieno' && r.rating !== null);
    expect(bobs).toEqual([expect.objectContaining({ rating: 4, comment: 'Even better now' })]);
  });

  it('posts comments, newest first, with the reviewer and dates', async () => {
    const first = await t.call({ method: 'POST', url: `${base}/comments`, token: alice.token, payload: { comment: '  First comment  ', user: bob.id } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: expect.any(String), review: { comment: 'First comment', rating: null, user: { names: 'Alice Wanjiru' } } });
    await new Promise((r) => setTimeout(r, 5));
    await t.call({ method: 'POST', url: `${base}/comments`, token: bob.token, payload: { comment: 'Second comment' } });
    const list = await reviews();
    expect(list[0]).toMatchObject({ comment: 'Second comment', user: { names: 'Bob Otieno' } });
    expect(list[1]).toMatchObject({ comment: 'First comment' });
    for (const r of list) {
      expect(r).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        user: { username: expect.any(String), names: expect.any(String) },
        rating: r.rating === null ? null : expect.any(Number),
        comment: r.comment === null ? null : expect.any(String),
        date: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        verifiedPurchase: false,
      });
    }
    // Comments never change the average.
    expect((await t.call({ method: 'GET', url: base })).json().ratings.count).toBe(3);
  });

  it('commenting and then rating make one review, as rating and then commenting do', async () => {
    const dan = await signupCustomer(t, { names: 'Dan Kiprop' });
    expect((await t.call({ method: 'POST', url: `${base}/comments`, token: dan.token, payload: { comment: 'Fresh every morning' } })).statusCode).toBe(201);
    const rated = await rate(dan.token, { rating: 5 });
    expect(rated.statusCode).toBe(200);
    const dans = (await reviews()).filter((r) => (r.user as { names: string }).names === 'Dan Kiprop');
    expect(dans).toEqual([expect.objectContaining({ rating: 5, comment: 'Fresh every morning' })]);
    expect(rated.json().review).toMatchObject({ rating: 5, comment: 'Fresh every morning' });
  });

  it.each([[''], ['   '], [undefined], [null]])('refuses the blank comment %j with the spec message', async (comment) => {
    const res = await t.call({ method: 'POST', url: `${base}/comments`, token: alice.token, payload: { comment } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMMENT_MESSAGE);
  });

  it('refuses a comment over 1000 characters', async () => {
    const res = await t.call({ method: 'POST', url: `${base}/comments`, token: alice.token, payload: { comment: 'x'.repeat(1001) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/1000 characters/);
    const rated = await rate(alice.token, { rating: 3, comment: 'y'.repeat(1001) });
    expect(rated.statusCode).toBe(400);
  });
});

describe("a store's ratings in the store answers", () => {
  it('carry one light entry per rating, so ratings.reviews.length is the review count', async () => {
    const rated = await signupPartner(t, { businessName: 'Counted Kiosk' });
    const base = `/api/partners/${rated.id}`;
    for (const [who, rating] of [[alice, 5], [bob, 4], [carol, 4]] as const) {
      expect((await t.call({ method: 'POST', url: `${base}/rate`, token: who.token, payload: { rating } })).statusCode).toBe(200);
    }
    await t.call({ method: 'POST', url: `${base}/comments`, token: alice.token, payload: { comment: 'Fresh every morning' } });
    const inGrid = ((await t.call({ method: 'GET', url: '/api/partners' })).json() as { _id: string; ratings: Record<string, unknown> }[]).find((s) => s._id === rated.id)!;
    const one = (await t.call({ method: 'GET', url: base })).json();
    const own = (await t.call({ method: 'GET', url: '/api/partner', token: rated.token })).json();
    for (const store of [inGrid, one, own]) {
      expect(store.ratings).toEqual({ average: 4.33, count: 3, reviews: expect.any(Array) });
      expect((store.ratings.reviews as { rating: number }[]).map((r) => r.rating).sort()).toEqual([4, 4, 5]);
    }
    const unrated = ((await t.call({ method: 'GET', url: '/api/partners' })).json() as { _id: string; ratings: unknown }[]).find((s) => s._id === shop.id)!;
    expect(unrated.ratings).toEqual({ average: 0, count: 0, reviews: [] });
  });
});

describe('unknown and hidden targets', () => {
  it('answers 404 for unknown stores and products, 400 for ids that are not ids', async () => {
    for (const base of ['/api/partners', '/api/products']) {
      expect((await t.call({ method: 'GET', url: `${base}/${UNKNOWN_ID}/reviews` })).statusCode).toBe(404);
      expect((await t.call({ method: 'POST', url: `${base}/${UNKNOWN_ID}/rate`, token: alice.token, payload: { rating: 5 } })).statusCode).toBe(404);
      expect((await t.call({ method: 'POST', url: `${base}/${UNKNOWN_ID}/comments`, token: alice.token, payload: { comment: 'hi' } })).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: `${base}/not-an-id/reviews` })).statusCode).toBe(400);
    }
  });

  it('hides the reviews of a suspended store and its products, and refuses new ratings', async () => {
    const hidden = await signupPartner(t);
    const [hiddenProduct] = await insertProducts(t, hidden.id, [{ name: 'Hidden Samosa' }]);
    await setSuspended(t, hidden.id, true);
    for (const base of [`/api/partners/${hidden.id}`, `/api/products/${hiddenProduct}`]) {
      expect((await t.call({ method: 'GET', url: `${base}/reviews` })).statusCode).toBe(404);
      expect((await t.call({ method: 'POST', url: `${base}/rate`, token: alice.token, payload: { rating: 5 } })).statusCode).toBe(404);
    }
  });
});

describe('concurrent ratings', () => {
  it('never loses a rating: the stored average is the mean of all of them', async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => signupCustomer(t)));
    const [target] = await insertProducts(t, shop.id, [{ name: 'Busy Product' }]);
    const ratings = [1, 2, 4, 5];
    const answers = await Promise.all(
      customers.map((c, i) => t.call({ method: 'POST', url: `/api/products/${target}/rate`, token: c.token, payload: { rating: ratings[i] } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const product = (await t.call({ method: 'GET', url: `/api/products/${target}` })).json();
    expect(product.ratings).toEqual({ average: 3, count: 4 });
  });
});
