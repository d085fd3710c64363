import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_HOSTS } from '../../config.push.ts';
import { whyEndpointRefused } from './allowed-endpoint.ts';

const production = { endpointHosts: DEFAULT_PUSH_HOSTS, allowLoopback: false };
const development = { ...production, allowLoopback: true };

describe('push endpoints the server may send to', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx0',
    'https://wns2-par02p.notify.windows.com/w/?token=x',
    'https://FCM.googleapis.com:443/fcm/send/x',
  ])('accepts %s', (endpoint) => {
    expect(whyEndpointRefused(endpoint, production)).toBeNull();
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/x', 'https'],
    ['https://push.apple.com/x', 'not one Sokoni sends to'],
    ['https://evilpush.apple.com/x', 'not one Sokoni sends to'],
    ['https://fcm.googleapis.com.evil.example/x', 'not one Sokoni sends to'],
    ['https://169.254.169.254/latest/meta-data', 'not one Sokoni sends to'],
    ['https://fcm.googleapis.com:8443/x', 'https'],
    ['https://me:pw@fcm.googleapis.com/x', 'user name'],
    ['http://127.0.0.1:9000/push', 'https'],
    ['file:///etc/passwd', 'https'],
    ['not a url', 'must be a URL'],
  ])('refuses %s in production', (endpoint, why) => {
    expect(whyEndpointRefused(endpoint, production)).toContain(why);
  });

  it('accepts a local stand-in only outside production, and only over loopback', () => {
    expect(whyEndpointRefused('http://127.0.0.1:9000/push/1', development)).toBeNull();
    expect(whyEndpointRefused('http://localhost:9000/push/1', development)).toBeNull();
    expect(whyEndpointRefused('http://10.0.0.5:9000/push/1', development)).not.toBeNull();
    expect(whyEndpointRefused('http://127.0.0.1:9000/push/1', production)).not.toBeNull();
  });
});
