/**
 * Which namespace a catalogue is, and which every screen needs: plain rules, without the
 * catalogues' loaders, so the build scripts and the web benchmark use them as the app does.
 */

/** What every screen needs: shared words, the app frame (errors, 404), the header and menus, buttons and dialogs. */
export const SHELL_NAMESPACES = ['common', 'app', 'layout', 'ui'];

/**
 * A catalogue's namespace is its folder's name (`features/cart/locales/sw.json` is `cart`);
 * `i18n/locales` is `common` (`./locales` when globbed from the i18n folder itself).
 */
export function namespaceOf(path: string): string {
  const folder = /([^/]+)\/locales\/[a-z]+\.json$/.exec(path)?.[1] ?? '';
  return folder === 'i18n' || folder === '.' ? 'common' : folder;
}
