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
  return (
    <p className="text-sm text-stone-600" aria-live="polite">
      {value === 'Partner' ? (
        <>
          For your <strong className="text-stone-900">shop account</strong>.{' '}
          <button type="button" className={buttonClass} onClick={() => onChange('User')}>
            I order from shops
          </button>
        </>
      ) : (
        <button type="button" className={buttonClass} onClick={() => onChange('Partner')}>
          Resetting a shop's password?
        </button>
      )}
    </p>
  );
}
