import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { customerInput } from '../../test/helpers/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NOT_ALLOWED = 'contains a character that is not allowed (a NUL byte or a broken Unicode character).';

/** Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL: both refuse NUL in text with a database error. */
describe('NUL bytes and lone surrogates in a request', () => {
  it.each([
    ['a NUL in a JSON field', { names: 'Wanjiku\u0000 Kamau' }, 'body.names'],
    ['a lone high surrogate in a JSON field', { town: 'Nairobi \ud83d' }, 'body.town'],
    ['a lone low surrogate in a JSON field', { username: 'x\udc00y' }, 'body.username'],
  ])('%s is a 400 naming the field', async (_label, override, field) => {
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: customerInput(override) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', message: `${field} ${NOT_ALLOWED}` });
  });

  it('a NUL written raw in the JSON text is refused the same way', async () => {
    const body = JSON.stringify(customerInput()).replace('"Nairobi"', '"Nai\\u0000robi"');
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: body, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`body.town ${NOT_ALLOWED}`);
  });

  it('a field name with a NUL is refused too', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: { ...customerInput(), 'bad\u0000key': 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`body (a field name) ${NOT_ALLOWED}`);
  });

  it.each([
    ['/api/product/search?subcategory=Pizza%00', 'query.subcategory'],
    ['/api/search?q=pi%00zza', 'query.q'],
    ['/api/products/by-shop/shop%00name', 'path.shop'],
  ])('%s is a 400 naming the part', async (url, where) => {
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', message: `${where} ${NOT_ALLOWED}` });
  });

  it.each(['/api/products/by-shop/%ED%A0%80', '/api/products/by-shop/%C0%80'])('a path that is not valid UTF-8 (%s) is a 400 in the usual shape', async (url) => {
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The address contains a character that is not allowed (a broken percent-encoding or Unicode character).',
      code: 'validation',
      requestId: expect.any(String),
    });
  });

  it('a multipart form field with a NUL is a 400 naming the field', async () => {
    const boundary = '----sokoni';
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="businessName"', '', 'Shop\u0000', `--${boundary}--`, ''].join('\r\n');
    const res = await t.call({ method: 'POST', url: '/api/signup', payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`form field "businessName" ${NOT_ALLOWED}`);
  });

  it('text with emoji and accents (whole surrogate pairs) is stored and read back as sent', async () => {
    const names = 'Amani 😀 Müller';
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: customerInput({ names }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.names).toBe(names);
  });
});
