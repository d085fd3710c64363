import { Trans, useTranslation } from 'react-i18next';
export type ResetAccountType = 'User' | 'Partner';

const TYPES: ResetAccountType[] = ['User', 'Partner'];

/** The link in the reset mail says 'User' or 'Partner'; any other value means it did not say. */
export function accountTypeFromQuery(value: string | null): ResetAccountType | null {
  const lower = value?.trim().toLowerCase();
  return TYPES.find((type) => type.toLowerCase() === lower) ?? null;
}

const buttonClass = 'rounded font-semibold text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline';

/**
 * Customers and stores may share an e-mail, so the reset is for one kind of account. Most people
 * resetting are customers: that is the default, and a shop switches with one tap instead of every
 * customer being asked to choose between 'User' and 'Partner'.
 */
export function ResetAccountSwitch({ value, onChange }: { value: ResetAccountType; onChange: (value: ResetAccountType) => void }) {
  const { t } = useTranslation('auth');
  return (
    <p className="text-sm text-stone-600" aria-live="polite">
      {value === 'Partner' ? (
        <>
          <Trans t={t} i18nKey="passwordReset.forShop" components={{ strong: <strong className="text-stone-900" /> }} />{' '}
          <button type="button" className={buttonClass} onClick={() => onChange('User')}>
            {t('passwordReset.iOrder')}
          </button>
        </>
      ) : (
        <button type="button" className={buttonClass} onClick={() => onChange('Partner')}>
          {t('passwordReset.shopPassword')}
        </button>
      )}
    </p>
  );
}
