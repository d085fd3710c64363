import { formatKsh } from '@sokoni/domain/money';
import type { ReorderChoice, UnpaidChoice, UssdPlace, UssdState } from './ussd-state.ts';
import { currentPlace } from './ussd-state.ts';
import { USSD_TEXTS, type UssdTexts } from './ussd-texts.ts';

/** What the gateway shows in one screen, `CON ` or `END ` included (Africa's Talking's limit). */
export const USSD_SCREEN_LIMIT = 182;
const ELLIPSIS = '…';

/** A screen that fits: the words are written to fit, and a name or refusal too long for the phone is cut rather than dropped by the network. */
function fit(prefix: 'CON' | 'END', body: string): string {
  const text = `${prefix} ${body}`;
  return text.length <= USSD_SCREEN_LIMIT ? text : `${text.slice(0, USSD_SCREEN_LIMIT - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}

export const endScreen = (body: string): string => fit('END', body);
const conScreen = (lines: string[]): string => fit('CON', lines.join('\n'));

/** The first sentence of a refusal: a phone screen holds one. */
export function shortSentence(message: string): string {
  const first = /^.*?[.!?](?=\s|$)/s.exec(message.trim());
  return (first ? first[0] : message.trim()).replace(/\s+/g, ' ');
}

/** A shop name list cut for a list line. */
export function shortShops(names: readonly string[], width = 22): string {
  const first = names[0] ?? '';
  const more = names.length > 1 ? ` +${names.length - 1}` : '';
  const room = width - more.length;
  return `${first.length > room ? `${first.slice(0, room - 1).trimEnd()}.` : first}${more}`;
}

const reorderLine = (t: UssdTexts, c: ReorderChoice, n: number) =>
  `${n} ${c.shops} ${c.totalKsh === null ? `(${t.cannotPriceNow})` : formatKsh(c.totalKsh)}`;
const unpaidLine = (c: UnpaidChoice, n: number) => `${n} ${c.orderNumber} ${formatKsh(c.totalKsh)}`;

/**
 * A long list in pages that fit one screen each, numbered across pages so a number means the same
 * item on every page. Pure: the page a caller is on is stored, the pages are worked out again.
 */
export function listPages(header: string, lines: readonly string[], footer: (more: boolean) => string): string[][] {
  const pages: string[][] = [];
  let page: string[] = [];
  const size = (items: string[], more: boolean) => conScreenLength([header, ...items, footer(more)]);
  for (const line of lines) {
    if (page.length > 0 && size([...page, line], true) > USSD_SCREEN_LIMIT) {
      pages.push(page);
      page = [];
    }
    page.push(line);
  }
  pages.push(page);
  return pages;
}
const conScreenLength = (lines: string[]) => `CON ${lines.join('\n')}`.length;

function listScreen(t: UssdTexts, header: string, lines: string[], pageIndex: number): string {
  const footer = (more: boolean) => [more ? t.more : '', t.back, t.mainMenuOption].filter(Boolean).join(' ');
  const pages = listPages(header, lines, footer);
  const index = Math.min(pageIndex, pages.length - 1);
  return conScreen([header, ...pages[index]!, footer(index < pages.length - 1)]);
}

/** How many pages a list place has, for `98`. */
export function pageCount(state: UssdState, place: Extract<UssdPlace, { at: 'reorders' | 'unpaid' }>): number {
  const t = USSD_TEXTS[state.language];
  const footer = (more: boolean) => [more ? t.more : '', t.back, t.mainMenuOption].filter(Boolean).join(' ');
  return place.at === 'reorders'
    ? listPages(t.reordersTitle, place.choices.map((c, i) => reorderLine(t, c, i + 1)), footer).length
    : listPages(t.unpaidTitle, place.choices.map((c, i) => unpaidLine(c, i + 1)), footer).length;
}

/** The `CON` screen of where the caller is. */
export function showScreen(state: UssdState): string {
  const t = USSD_TEXTS[state.language];
  const place = currentPlace(state);
  const note = state.note ? [t[state.note]] : [];
  switch (place.at) {
    case 'language':
      return conScreen([...note, t.chooseLanguage]);
    case 'main':
      return conScreen([...note, t.mainTitle, ...t.mainMenu.map((label, i) => `${i + 1} ${label}`)]);
    case 'reorders':
      return listScreen(t, [...note, t.reordersTitle].join('\n'), place.choices.map((c, i) => reorderLine(t, c, i + 1)), place.page);
    case 'unpaid':
      return listScreen(t, [...note, t.unpaidTitle].join('\n'), place.choices.map((c, i) => unpaidLine(c, i + 1)), place.page);
    case 'payWith': {
      const { choice } = place;
      const options = state.mpesa ? [`1 ${t.payMpesa}`, `2 ${t.payCash}`] : [`2 ${t.payCash}`];
      return conScreen([...note, t.payWithTitle(choice.shops, formatKsh(choice.totalKsh ?? 0), formatKsh(choice.feeKsh ?? 0)), ...options, `${t.back} ${t.mainMenuOption}`]);
    }
  }
}
