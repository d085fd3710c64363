import { Button } from '../../../components/ui/button.tsx';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';

/** Back / Next for the two-step details dialogs. */
export function StepFooter({ step, steps, onStep }: { step: number; steps: number; onStep: (step: number) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:justify-end">
      <Button variant="secondary" disabled={step === 0} onClick={() => onStep(step - 1)}>
        <ArrowLeftIcon className="size-4" />
        {t('stepFooter.back')}
      </Button>
      <Button variant="secondary" disabled={step === steps - 1} onClick={() => onStep(step + 1)}>
        {t('stepFooter.next')}
        <ArrowRightIcon className="size-4" />
      </Button>
    </div>
  );
}

export const stepLabel = (step: number, steps: number) => i18n.t('catalog:stepFooter.step', { step: step + 1, steps });
