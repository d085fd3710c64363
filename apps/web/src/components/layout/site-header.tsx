import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountHome } from '../../lib/account-home.ts';
import { useSession } from '../../lib/use-session.ts';
import type { Session } from '../../lib/session.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { UserIcon } from '../ui/icons.tsx';
import { CartButton } from './cart-button.tsx';
import { DeliveryPlaceButton } from './delivery-place-button.tsx';
import { InstallAppButton } from './install-app-button.tsx';
import { Logo } from './logo.tsx';
import { SettingsMenu } from './settings-menu.tsx';
import { useStaticShell } from './static-shell.ts';

/** The name of whoever the account icon leads to, with the same precedence as the icon. */
function accountName(session: Session): string | null {
  if (session.driver) return session.driver.profile.fullName || session.driver.profile.username;
  if (session.partner) return session.partner.profile.businessName;
  if (session.user) return session.user.profile.names || session.user.profile.username;
  return null;
}

/** `cart`: the page sells, so shoppers (not stores or riders at work) get the cart button. */
export function SiteHeader({ cart = false }: { cart?: boolean }) {
  const { t } = useTranslation('layout');
  const session = useSession();
  // The server's HTML cannot know who is signed in: it keeps the account button's place until the app runs.
  const staticShell = useStaticShell();
  const home = accountHome(session);
  const name = accountName(session);
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2">
          <Link to="/" aria-label={t('header.home')} className="shrink-0 rounded-xl">
            <Logo compact={cart} />
          </Link>
          {/* The place lives on the device: the server's HTML keeps its room until the app knows it. */}
          {staticShell ? <span aria-hidden="true" className="h-11 w-32" /> : !session.partner && !session.driver && <DeliveryPlaceButton />}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <InstallAppButton />
          {cart && (staticShell ? <span aria-hidden="true" className="size-11" /> : (session.user || (!session.partner && !session.driver)) && <CartButton />)}
          {/* The choice lives on the device: the server's HTML keeps its room until the app reads it. */}
          {staticShell ? <span aria-hidden="true" className="size-11" /> : <SettingsMenu />}
          {staticShell ? (
            <span aria-hidden="true" className="h-11 w-24" />
          ) : home ? (
            <Link
              to={home}
              aria-label={t('header.myAccount')}
              title={name ?? t('header.myAccount')}
              className="flex h-11 items-center gap-2 rounded-full border border-stone-200 bg-white pl-1 pr-1 text-sm font-medium text-stone-700 shadow-sm hover:border-primary-300 hover:text-primary-800 sm:pr-4"
            >
              <span className="flex size-9 items-center justify-center rounded-full bg-primary-700 text-white">
                <UserIcon className="size-5" />
              </span>
              {name && <span className="hidden max-w-40 truncate sm:inline">{name}</span>}
            </Link>
          ) : (
            <ButtonLink to="/account-type-selection" size="sm" className="px-5 tracking-wide">
              {t('header.logIn')}
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
