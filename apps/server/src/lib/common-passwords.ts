import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from './errors.ts';

export const COMMON_PASSWORD = 'This password is too common. Please choose one that is harder to guess.';

/**
 * The 10,000 most used passwords of zxcvbn-ts's list (ranked by how often they appear in leaks):
 * they are the first an attacker tries, whatever the length rule lets through. Beyond that rank
 * the list grows into ordinary words and would refuse reasonable choices.
 */
const TOP = 10_000;
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, TOP));
  return common.has(password.toLowerCase());
}

/** Every newly chosen password goes through this (sign-ups and resets), before anything is stored. */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD);
}
