/** A store page loads its products this many at a time. */
export const STORE_PAGE_SIZE = 60;
