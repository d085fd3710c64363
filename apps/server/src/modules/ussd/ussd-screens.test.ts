import { describe, expect, it } from 'vitest';
import { formatKsh } from '@sokoni/domain/money';
import { TRACKING_STAGES } from '@sokoni/domain/tracking';
import { decide, type UssdStep } from './ussd-menu.ts';
import { endScreen, shortShops, showScreen, USSD_SCREEN_LIMIT } from './ussd-screens.ts';
import { startState, type ReorderChoice, type UnpaidChoice, type UssdState } from './ussd-state.ts';
import { USSD_TEXTS, type UssdLanguage } from './ussd-texts.ts';

const LANGUAGES: UssdLanguage[] = ['en', 'sw'];
const LONG_SHOP = 'Mama Oliech Famous Fish and Ugali Kitchen of Kilimani Estate';
const BIG = 1_234_567.89;
const ANSWERS = ['1', '2', '3', '4', '5', '0', '00', '98', '99', '*', ''];

/** The worst the database could give: long shop names, big totals, one that cannot be ordered now. */
const reorders: ReorderChoice[] = [
  { orderId: 'a', shops: shortShops([LONG_SHOP, 'Second', 'Third']), totalKsh: BIG, feeKsh: 99_999.99, refusal: null },
  { orderId: 'b', shops: shortShops([LONG_SHOP]), totalKsh: null, feeKsh: null, refusal: `${LONG_SHOP} is closed now; it opens tomorrow 08:00.` },
  { orderId: 'c', shops: shortShops(['Kibanda']), totalKsh: 40, feeKsh: 100, refusal: null },
];
const unpaid: UnpaidChoice[] = Array.from({ length: 15 }, (_, i) => ({ orderId: `u${i}`, orderNumber: `SKN-20261128-${String(100000 + i)}`, totalKsh: BIG }));

/** What the service answers for each step, with the longest words it could put in them. */
function outcome(step: UssdStep, state: UssdState): { screen: string; state: UssdState | null } {
  const t = USSD_TEXTS[state.language];
  const push = (place: UssdState['trail'][number]) => {
    const next = { ...state, note: undefined, trail: [...state.trail, place] };
    delete next.note;
    return { screen: showScreen(next), state: next };
  };
  switch (step.kind) {
    case 'show':
      return { screen: showScreen(step.state), state: step.state };
    case 'end':
      return { screen: endScreen(step.body), state: null };
    case 'signUp':
      return { screen: endScreen(USSD_TEXTS[step.language].signUp('https://sokoni.example.co.ke/signup')), state: null };
    case 'listReorders':
      return push({ at: 'reorders', choices: reorders, page: 0 });
    case 'listUnpaid':
      return push({ at: 'unpaid', choices: unpaid, page: 0 });
    case 'track':
      return { screen: endScreen([t.tracking('SKN-20261128-123456', t.stages.finding_rider), t.rider('Wanjiku Kamau Njoroge Otieno', '0712345678'), t.eta(125)].join('\n')), state: null };
    case 'callBack':
      return { screen: endScreen(t.callBackLeft('0712345678')), state: null };
    case 'place':
      return { screen: endScreen(step.method === 'cash' ? t.placedCash('SKN-20261128-123456', formatKsh(BIG)) : t.placedMpesa('SKN-20261128-123456', formatKsh(BIG))), state: null };
    case 'pay':
      return { screen: endScreen(t.promptSent(step.choice.orderNumber, formatKsh(step.choice.totalKsh))), state: null };
  }
}

/** Every screen reachable from a known and an unknown phone, with and without M-Pesa: each state is visited once. */
function walk(language: UssdLanguage): string[] {
  const screens: string[] = [];
  const seen = new Set<string>();
  const frontier = [true, false].flatMap((known) => [true, false].map((mpesa) => startState({ userId: known ? 'u' : null, language, mpesa })));
  screens.push(...frontier.map(showScreen));
  while (frontier.length > 0) {
    const state = frontier.pop()!;
    const key = JSON.stringify(state);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const answer of ANSWERS) {
      const result = outcome(decide(state, answer), state);
      screens.push(result.screen);
      if (result.state) frontier.push(result.state);
    }
  }
  return screens;
}

describe('every USSD screen', () => {
  it.each(LANGUAGES)('fits in 182 characters and starts CON or END on every path (%s)', (language) => {
    const screens = walk(language);
    expect(screens.length).toBeGreaterThan(100);
    for (const screen of screens) {
      expect(screen.length, screen).toBeLessThanOrEqual(USSD_SCREEN_LIMIT);
      expect(screen).toMatch(/^(CON|END) /);
    }
    // Menus are written to fit: none of them is cut (a cut ends in '…'); only a long refusal may be.
    expect(screens.filter((s) => s.startsWith('CON') && s.endsWith('…'))).toEqual([]);
  });

  it.each(LANGUAGES)('every fixed sentence fits with the longest values (%s)', (language) => {
    const t = USSD_TEXTS[language];
    const sentences = [
      t.chooseLanguage, t.noDelivered, t.noOpenOrder, t.noUnpaid, t.mpesaOff, t.busy, t.suspended, t.expired,
      t.placedMpesaNoPrompt('SKN-20261128-123456'),
      t.signUp('https://sokoni.example.co.ke/signup'),
      ...TRACKING_STAGES.map((stage) => t.tracking('SKN-20261128-123456', t.stages[stage])),
    ];
    for (const sentence of sentences) expect(endScreen(sentence), sentence).not.toMatch(/…$/);
    expect(t.signUpSms('https://sokoni.example.co.ke/signup').length).toBeLessThanOrEqual(160);
  });

  it('pages a long list with 98, keeping each number for the same order on every page', () => {
    let state: UssdState = { ...startState({ userId: 'u', language: 'en', mpesa: true }), trail: [{ at: 'main' }, { at: 'unpaid', choices: unpaid, page: 0 }] };
    const seen = new Map<string, string>();
    for (let page = 0; page < 6; page++) {
      const screen = showScreen(state);
      for (const [, n, number] of screen.matchAll(/^(\d+) (SKN-\S+)/gm)) seen.set(n!, number!);
      const step = decide(state, '98');
      if (step.kind !== 'show') throw new Error('98 should show the next page');
      state = step.state;
    }
    expect([...seen.keys()].map(Number).sort((a, b) => a - b)).toEqual(unpaid.map((_, i) => i + 1));
    for (const [n, number] of seen) expect(number).toBe(unpaid[Number(n) - 1]!.orderNumber);
    expect(decide(state, '12')).toEqual({ kind: 'pay', choice: unpaid[11] });
  });

  it('offers M-Pesa only when it is on, and refuses an order that cannot be placed now in one sentence', () => {
    const at = (mpesa: boolean): UssdState => ({ ...startState({ userId: 'u', language: 'en', mpesa }), trail: [{ at: 'main' }, { at: 'reorders', choices: reorders, page: 0 }, { at: 'payWith', choice: reorders[0]! }] });
    expect(showScreen(at(true))).toMatch(/\n1 M-Pesa\n2 Cash on delivery\n/);
    expect(showScreen(at(false))).not.toMatch(/M-Pesa/);
    expect(decide(at(false), '1')).toMatchObject({ kind: 'show', state: { note: 'invalidChoice' } });
    const list = { ...at(true), trail: at(true).trail.slice(0, 2) };
    expect(decide(list, '2')).toEqual({ kind: 'end', body: reorders[1]!.refusal });
  });
});
