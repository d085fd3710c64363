import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NewPasswordStep } from './new-password-step.tsx';
import type { NewPasswordInput, ResetAction } from './reset-action.ts';
import { RequestLinkStep } from './request-link-step.tsx';

export interface PasswordResetFlowProps {
  sendLink: ResetAction<string>;
  setPassword: ResetAction<NewPasswordInput>;
  fallbackErrors: { sendLink: string; setPassword: string };
  afterResetPath: string;
  /** Fields both steps need (the account type), and their check before any call. */
  sharedFields?: ReactNode;
  checkSharedFields?: () => string | null;
}

type Step = 'request' | 'reset';

/**
 * The two steps of a password reset. The link in the mail opens step 2 with its token and
 * e-mail in the query; the e-mail typed in one step carries over to the other.
 */
export function PasswordResetFlow(props: PasswordResetFlowProps) {
  const { t } = useTranslation('password-reset');
  const [query] = useSearchParams();
  const linkToken = query.get('token') ?? '';
  const [step, setStep] = useState<Step>(linkToken ? 'reset' : 'request');
  const [email, setEmail] = useState(query.get('email') ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  // After a switch, tell screen readers (and the eye) where the new step starts.
  useEffect(() => {
    if (switched.current) heading.current?.focus();
  }, [step]);

  const switchStep = () => {
    switched.current = true;
    setStep((current) => (current === 'request' ? 'reset' : 'request'));
  };

  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className="rounded text-lg font-semibold text-stone-900 focus:outline-none">
        {t(`steps.${step}.heading`)}
      </h2>
      <p className="mb-5 mt-1 text-sm text-stone-600">{t(`steps.${step}.intro`)}</p>
      {step === 'request' ? (
        <RequestLinkStep
          email={email}
          onEmailChange={setEmail}
          sendLink={props.sendLink}
          fallbackError={props.fallbackErrors.sendLink}
          check={props.checkSharedFields}
        >
          {props.sharedFields}
        </RequestLinkStep>
      ) : (
        <NewPasswordStep
          email={email}
          onEmailChange={setEmail}
          initialToken={linkToken}
          setPassword={props.setPassword}
          fallbackError={props.fallbackErrors.setPassword}
          check={props.checkSharedFields}
          afterResetPath={props.afterResetPath}
        >
          {props.sharedFields}
        </NewPasswordStep>
      )}
      <div className="mt-5 text-center text-sm">
        <button type="button" onClick={switchStep} className="rounded font-semibold text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline">
          {t(`steps.${step}.switchLabel`)}
        </button>
      </div>
    </div>
  );
}
