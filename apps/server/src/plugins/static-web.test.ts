import { describe, expect, it } from 'vitest';
import { prerenderedShellFor } from './static-web.ts';

describe('prerendered first screens', () => {
  it('sends the landing and catalogue pages their own prerendered HTML, and every other route the plain shell', () => {
    expect(prerenderedShellFor('/')).toBe('landing.html');
    expect(prerenderedShellFor('/menu')).toBe('menu.html');
    expect(prerenderedShellFor('/offers')).toBe('offers.html');
    expect(prerenderedShellFor('/featured/')).toBe('featured.html');
    expect(prerenderedShellFor('/store/mama-mboga')).toBe('store.html');
    expect(prerenderedShellFor('/product/6650c0000000000000000001')).toBe('product.html');
    expect(prerenderedShellFor('/store/a/b')).toBeNull();
    expect(prerenderedShellFor('/customer-dashboard')).toBeNull();
    expect(prerenderedShellFor('/menus')).toBeNull();
  });
});
