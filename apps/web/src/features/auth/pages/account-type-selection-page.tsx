import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { BagIcon, StoreIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AccountTypeCard, type AccountType } from '../components/account-type-card.tsx';

const ACCOUNT_TYPES: AccountType[] = [
  {
    title: 'Customer',
    description: 'Order from local shops and track your deliveries.',
    icon: BagIcon,
    loginTo: '/sign-in',
    signupTo: '/signup',
    signupLabel: 'Create a customer account',
  },
  {
    title: 'Vendor',
    description: 'Manage your store, products and incoming orders.',
    icon: StoreIcon,
    loginTo: '/sign-in',
    signupTo: '/sign-up-sign-in',
    signupLabel: 'Create a store account',
  },
  {
    title: 'Driver',
    description: 'Pick up orders nearby and earn on every delivery.',
    icon: TruckIcon,
    loginTo: '/driver-login',
    signupTo: '/driver-signup',
    signupLabel: 'Become a driver',
  },
];

export function AccountTypeSelectionPage() {
  useDocumentTitle('Choose your account');
  return (
    <AuthShell title="How are you using Sokoni?" subtitle="Choose your account type to log in or sign up." backTo="/">
      <ul className="space-y-3">
        {ACCOUNT_TYPES.map((type) => (
          <AccountTypeCard key={type.title} type={type} />
        ))}
      </ul>
    </AuthShell>
  );
}
