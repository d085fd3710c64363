import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { driverInput, multipart, signupCustomer, signupDriver, signupPartner } from '../../../test/helpers/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const completeProfile = {
  vehicleDetails: JSON.stringify({ make: 'Honda', model: 'Ace 125', plateNumber: 'KMEB 456C', type: 'Motorbike', color: 'Black' }),
  emergencyContact: JSON.stringify({ name: 'Mary Wambui', phoneNumber: '0711000222', relationship: 'Mother' }),
  currentLocation: JSON.stringify({ town: 'Nakuru', location: '-0.303099,36.080026' }),
  profileCompleted: 'true',
};

describe('POST /api/driver/signup', () => {
  it('creates a driver with verification Pending and an incomplete profile', async () => {
    const res = await t.call({ method: 'POST', url: '/api/driver/signup', payload: { ...driverInput(), verificationStatus: 'Approved', profileCompleted: true } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ token: expect.any(String), driver: { verificationStatus: 'Pending', status: 'Available', profileCompleted: false } });
    expect(res.body).not.toMatch(/passwordHash/);
  });

  it('lists every missing required field in one message', async () => {
    const res = await t.call({ method: 'POST', url: '/api/driver/signup', payload: { username: 'kiprono', password: 'secret123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all required fields: Phone Number, National ID, Driver License Number, Plate Number');
  });

  it.each([
    [{ password: '12345' }, 'Password must be at least 6 characters long'],
    [{ phoneNumber: '07x2 abc' }, 'Please enter a valid phone number'],
    [{ phoneNumber: '+44 20 7946 0958' }, 'Please enter a valid phone number'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %o with the spec message', async (override, message) => {
    const res = await t.call({ method: 'POST', url: '/api/driver/signup', payload: driverInput(override as Record<string, string>) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a duplicate username or phone with 409', async () => {
    const first = driverInput();
    await t.call({ method: 'POST', url: '/api/driver/signup', payload: first });
    const sameName = await t.call({ method: 'POST', url: '/api/driver/signup', payload: driverInput({ username: first.username }) });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toContain('username');
    const samePhone = await t.call({ method: 'POST', url: '/api/driver/signup', payload: driverInput({ phoneNumber: first.phoneNumber }) });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().message).toContain('phoneNumber');
  });
});

describe('POST /api/driver/login', () => {
  it('logs in by username or phone and answers {driver, token}', async () => {
    const input = driverInput();
    await t.call({ method: 'POST', url: '/api/driver/signup', payload: input });
    for (const username of [input.username, input.phoneNumber]) {
      const res = await t.call({ method: 'POST', url: '/api/driver/login', payload: { username, password: input.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ driver: { username: input.username }, token: expect.any(String) });
    }
  });

  it('needs username and password, and gives one message for wrong credentials', async () => {
    const missing = await t.call({ method: 'POST', url: '/api/driver/login', payload: { username: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please fill in username and password');
    const input = driverInput();
    await t.call({ method: 'POST', url: '/api/driver/signup', payload: input });
    const wrong = await t.call({ method: 'POST', url: '/api/driver/login', payload: { username: input.username, password: 'wrong-one' } });
    const unknown = await t.call({ method: 'POST', url: '/api/driver/login', payload: { username: 'ghost-driver', password: 'wrong-one' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);
  });
});

describe('driver profile', () => {
  it('GET /api/driver/profile needs a driver token', async () => {
    const driver = await signupDriver(t);
    expect((await t.call({ method: 'GET', url: '/api/driver/profile', token: driver.token })).json()).toMatchObject({ _id: driver.id });
    const customer = await signupCustomer(t);
    const shop = await signupPartner(t);
    expect((await t.call({ method: 'GET', url: '/api/driver/profile', token: customer.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/driver/profile', token: shop.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/driver/profile' })).statusCode).toBe(401);
  });

  it('PUT /api/driver/update-profile (multipart JSON parts) completes the profile', async () => {
    const driver = await signupDriver(t);
    const res = await t.call({ method: 'PUT', url: '/api/driver/update-profile', token: driver.token, ...multipart(completeProfile) });
    expect(res.statusCode).toBe(200);
    expect(res.json().driver).toMatchObject({
      profileCompleted: true,
      vehicleDetails: { make: 'Honda', plateNumber: 'KMEB 456C' },
      currentLocation: { town: 'Nakuru' },
    });
  });

  it('does not trust a client that claims completion of an incomplete profile', async () => {
    const driver = await signupDriver(t);
    const res = await t.call({
      method: 'PUT',
      url: '/api/driver/update-profile',
      token: driver.token,
      ...multipart({ vehicleDetails: JSON.stringify({ make: 'Honda' }), profileCompleted: 'true' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().driver.profileCompleted).toBe(false);
  });

  it('PUT /api/driver/updates-profile (formData JSON) edits fields but never verification', async () => {
    const driver = await signupDriver(t);
    const formData = JSON.stringify({ email: 'new.mail@example.com', verificationStatus: 'Approved', suspended: false, vehicleDetails: { color: 'Blue' } });
    const res = await t.call({ method: 'PUT', url: '/api/driver/updates-profile', token: driver.token, ...multipart({ formData }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().driver).toMatchObject({ email: 'new.mail@example.com', verificationStatus: 'Pending', vehicleDetails: { color: 'Blue' } });
  });

  it('refuses malformed JSON parts with 400', async () => {
    const driver = await signupDriver(t);
    const res = await t.call({ method: 'PUT', url: '/api/driver/update-profile', token: driver.token, ...multipart({ vehicleDetails: '{oops' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('vehicleDetails');
  });
});
