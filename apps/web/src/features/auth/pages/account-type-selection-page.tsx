import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { BagIcon, StoreIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AccountTypeCard, type AccountType } from '../components/account-type-card.tsx';

const ACCOUNT_TYPES: AccountType[] = [
  {
    kind: 'customer',
    icon: BagIcon,
    loginTo: '/sign-in',
    signupTo: '/signup',
  },
  {
    kind: 'vendor',
    icon: StoreIcon,
    loginTo: '/sign-in',
    signupTo: '/sign-up-sign-in',
  },
  {
    kind: 'driver',
    icon: TruckIcon,
    loginTo: '/driver-login',
    signupTo: '/driver-signup',
  },
];

export function AccountTypeSelectionPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('accountTypes.docTitle'));
  return (
    <AuthShell title={t('accountTypes.title')} subtitle={t('accountTypes.subtitle')} backTo="/">
      <ul className="space-y-3">
        {ACCOUNT_TYPES.map((type) => (
          <AccountTypeCard key={type.kind} type={type} />
        ))}
      </ul>
    </AuthShell>
  );
}
