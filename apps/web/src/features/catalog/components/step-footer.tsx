import { Button } from '../../../components/ui/button.tsx';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons.tsx';

/** Back / Next for the two-step details dialogs. */
export function StepFooter({ step, steps, onStep }: { step: number; steps: number; onStep: (step: number) => void }) {
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:justify-end">
      <Button variant="secondary" disabled={step === 0} onClick={() => onStep(step - 1)}>
        <ArrowLeftIcon className="size-4" />
        Back
      </Button>
      <Button variant="secondary" disabled={step === steps - 1} onClick={() => onStep(step + 1)}>
        Next
        <ArrowRightIcon className="size-4" />
      </Button>
    </div>
  );
}

export const stepLabel = (step: number, steps: number) => `Step ${step + 1}/${steps}`;
