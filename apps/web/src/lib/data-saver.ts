import { useSyncExternalStore } from 'react';

/**
 * 'Data saver' (issue 17 §3): pictures load only when tapped, lists show compact cards and
 * nothing is fetched ahead of need. The customer's own choice is kept on the device; until they
 * make one it follows the browser: on when it asks to save data (the Save-Data header, which the
 * server passes on as the `saveData` cookie, or navigator.connection.saveData) or reports a 2G
 * connection.
 */
const KEY = 'dataSaver';
const listeners = new Set<() => void>();

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function browserAsksToSaveData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return true;
  if (connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g') return true;
  return typeof document !== 'undefined' && /(?:^|;\s*)saveData=on(?:;|$)/.test(document.cookie);
}

function storedChoice(): boolean | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

export function isDataSaverOn(): boolean {
  return storedChoice() ?? browserAsksToSaveData();
}

/**
 * Mirrors the choice for the server, which renders the first screens (compact cards, no pictures
 * fetched) as the device will show them: it cannot read localStorage.
 */
export const DATA_SAVER_COOKIE = 'sokoni_data_saver';
const A_YEAR = 60 * 60 * 24 * 365;

export function setDataSaver(on: boolean): void {
  if (typeof document !== 'undefined') document.cookie = `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax`;
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Private mode without storage: the choice lasts until the tab closes.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What the server rendered the page with (and so what hydration renders): off unless it knew better. */
let rendered = false;
export function renderWithDataSaver(on: boolean): void {
  rendered = on;
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, isDataSaverOn, () => rendered);
}
