import { vi } from 'vitest';

/**
 * The web project runs its files one after the other in a worker's single jsdom page
 * (`isolate: false`): starting a worker with its own jsdom and React for each file cost about
 * three times what the file's tests did. What a file could notice of the files before it is put
 * back here, before anything of the app is imported: the app's modules are evaluated afresh (a
 * new cart, session, toasts and i18n; React, jsdom and the testing libraries stay loaded), and the
 * page is empty again, at `/`, with no storage, cookies, stubbed globals or fake timers.
 */
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';
window.history.replaceState(null, '', '/');
