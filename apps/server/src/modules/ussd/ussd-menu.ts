import type { ReorderChoice, UnpaidChoice, UssdPlace, UssdState } from './ussd-state.ts';
import { currentPlace } from './ussd-state.ts';
import { pageCount } from './ussd-screens.ts';
import type { UssdLanguage } from './ussd-texts.ts';

export const BACK = '0';
export const MAIN_MENU = '00';
export const MORE = '98';

/**
 * What one answer asks for. `show` is the next screen of the menu itself; the others need the
 * database or another module, which the USSD service does before it shows or ends the screen.
 */
export type UssdStep =
  | { kind: 'show'; state: UssdState }
  /** The session ends with this sentence (a refusal already in the caller's language). */
  | { kind: 'end'; body: string }
  | { kind: 'signUp'; language: UssdLanguage }
  | { kind: 'listReorders' }
  | { kind: 'track' }
  | { kind: 'listUnpaid' }
  | { kind: 'callBack' }
  | { kind: 'place'; choice: ReorderChoice; method: 'mpesa' | 'cash' }
  | { kind: 'pay'; choice: UnpaidChoice };

const MAIN_STEPS: Record<string, UssdStep['kind']> = { '1': 'listReorders', '2': 'track', '3': 'listUnpaid', '4': 'callBack' };

const show = (state: UssdState, trail: UssdPlace[], note?: UssdState['note']): UssdStep => {
  const { note: _old, ...rest } = state;
  return { kind: 'show', state: { ...rest, trail, ...(note ? { note } : {}) } };
};
const invalid = (state: UssdState) => show(state, state.trail, 'invalidChoice');

/** The item a number picks from a list, or null for a number not on it. */
function picked<T>(list: readonly T[], answer: string): T | null {
  if (!/^[1-9][0-9]?$/.test(answer)) return null;
  return list[Number(answer) - 1] ?? null;
}

/** The menu as a pure rule: where the caller is, and their answer, decide the next step. */
export function decide(state: UssdState, rawAnswer: string): UssdStep {
  const answer = rawAnswer.trim();
  const place = currentPlace(state);
  const home: UssdPlace = state.userId ? { at: 'main' } : { at: 'language' };
  if (answer === MAIN_MENU) return show(state, [home]);
  if (answer === BACK) return show(state, state.trail.length > 1 ? state.trail.slice(0, -1) : [home]);

  switch (place.at) {
    case 'language':
      if (answer === '1') return { kind: 'signUp', language: 'en' };
      if (answer === '2') return { kind: 'signUp', language: 'sw' };
      return invalid(state);
    case 'main': {
      const kind = MAIN_STEPS[answer];
      return kind ? ({ kind } as UssdStep) : invalid(state);
    }
    case 'reorders':
    case 'unpaid': {
      if (answer === MORE) {
        const pages = pageCount(state, place);
        return pages > 1 ? show(state, [...state.trail.slice(0, -1), { ...place, page: (place.page + 1) % pages }]) : invalid(state);
      }
      if (place.at === 'unpaid') {
        const choice = picked(place.choices, answer);
        return choice ? { kind: 'pay', choice } : invalid(state);
      }
      const choice = picked(place.choices, answer);
      if (!choice) return invalid(state);
      if (choice.refusal !== null || choice.totalKsh === null) return { kind: 'end', body: choice.refusal ?? '' };
      return show(state, [...state.trail, { at: 'payWith', choice }]);
    }
    case 'payWith':
      if (answer === '1' && state.mpesa) return { kind: 'place', choice: place.choice, method: 'mpesa' };
      if (answer === '2') return { kind: 'place', choice: place.choice, method: 'cash' };
      return invalid(state);
  }
}
