import type { Language } from '@sokoni/domain/contracts/language';
import { unauthorized } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { AccountLanguageRepository } from './account-language.repository.ts';

/** The language an account chose, for its answers, errors and e-mails. */
export function createAccountLanguageService(deps: {
  languages: AccountLanguageRepository;
  /** Told of each choice, e.g. so the account's open sockets hear their alerts in it. */
  onChosen?: (account: Account, language: Language) => void;
}) {
  return {
    /** Remembers the choice. */
    async choose(account: Account, language: Language): Promise<Language> {
      if (!(await deps.languages.set(account.kind, account.id, language))) throw unauthorized();
      deps.onChosen?.(account, language);
      return language;
    },
    of: deps.languages.find,
  };
}
export type AccountLanguageService = ReturnType<typeof createAccountLanguageService>;
