import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserAsksToSaveData, isDataSaverOn, setDataSaver } from './data-saver.ts';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'saveData=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
});

describe('data saver', () => {
  it('is off for a browser that asks nothing, and on when the server passed on Save-Data', () => {
    expect(isDataSaverOn()).toBe(false);
    document.cookie = 'saveData=on; Path=/';
    expect(browserAsksToSaveData()).toBe(true);
    expect(isDataSaverOn()).toBe(true);
  });

  it('follows the browser reporting saveData or a 2G connection', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(isDataSaverOn()).toBe(true);
    vi.stubGlobal('navigator', { connection: { saveData: false, effectiveType: 'slow-2g' } });
    expect(isDataSaverOn()).toBe(true);
    vi.stubGlobal('navigator', { connection: { saveData: false, effectiveType: '4g' } });
    expect(isDataSaverOn()).toBe(false);
  });

  it("keeps the customer's own choice on the device over what the browser asks", () => {
    document.cookie = 'saveData=on; Path=/';
    setDataSaver(false);
    expect(isDataSaverOn()).toBe(false);
    setDataSaver(true);
    document.cookie = 'saveData=; Max-Age=0; Path=/';
    expect(isDataSaverOn()).toBe(true);
  });
});
