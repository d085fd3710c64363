import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/** The spec's login prompt; whoever opens it has already remembered where to come back to. */
export function LoginRequiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const logInRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Please Log In or Sign Up"
      description="You need to be logged in to perform this action."
      size="sm"
      initialFocusRef={logInRef}
      footer={
        <>
          <Button variant="secondary" onClick={() => navigate('/signup')}>
            Sign Up
          </Button>
          <Button ref={logInRef} onClick={() => navigate('/sign-in')}>
            Log In
          </Button>
        </>
      }
    />
  );
}
