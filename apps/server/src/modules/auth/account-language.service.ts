import type { Language } from '@sokoni/domain/contracts/language';
import { unauthorized } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { AccountLanguageRepository } from './account-language.repository.ts';

/** The language an account chose, for its answers, errors and e-mails. */
export function createAccountLanguageService(deps: { languages: AccountLanguageRepository }) {
  return {
    /** Remembers the choice. */
    async choose(account: Account, language: Language): Promise<Language> {
      if (!(await deps.languages.set(account.kind, account.id, language))) throw unauthorized();
      return language;
    },
    of: deps.languages.find,
  };
}
export type AccountLanguageService = ReturnType<typeof createAccountLanguageService>;
