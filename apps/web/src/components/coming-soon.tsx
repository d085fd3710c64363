import type { ReactNode } from 'react';
import { ButtonLink } from './ui/button-link.tsx';
import { ConstructionIcon } from './ui/icons.tsx';

/** A page whose real content is still being built: says so plainly and offers a way on. */
export function ComingSoon({
  title,
  description,
  actions,
  headingLevel = 1,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-14 text-center sm:py-20">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
        <ConstructionIcon className="size-8" />
      </div>
      <p className="mt-5 inline-flex rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-primary-800">
        Coming soon
      </p>
      <Heading className="mt-3 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</Heading>
      <div className="mt-3 text-base text-stone-600">{description}</div>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
        {actions ?? (
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
