import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/** The spec's login prompt; whoever opens it has already remembered where to come back to. */
export function LoginRequiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const logInRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('loginRequired.title')}
      description={t('loginRequired.description')}
      size="sm"
      initialFocusRef={logInRef}
      footer={
        <>
          <Button variant="secondary" onClick={() => navigate('/signup')}>
            {t('loginRequired.signUp')}
          </Button>
          <Button ref={logInRef} onClick={() => navigate('/sign-in')}>
            {t('loginRequired.logIn')}
          </Button>
        </>
      }
    />
  );
}
