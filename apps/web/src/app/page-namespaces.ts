/**
 * The catalogues (i18n namespaces beyond the shell's) of the pages rendered on the server, named
 * once for the router (routes.tsx), the server render (which preloads them with the page's chunks)
 * and the web benchmark. The footer's contact block loads its own words as it nears the screen.
 */
export const LANDING_NAMESPACES = ['landing'];
/** /menu, /offers, /featured, the store and product pages: their words, and the cart's limits. */
export const CATALOGUE_NAMESPACES = ['catalog', 'cart'];
