import type { TOrderedOption } from '@sokoni/domain/contracts/product-options';
import { cn } from '../../lib/cn.ts';

/** A chosen option as every screen shows it: its group's name and its own, in the shop's words. */
export type ChosenOption = Pick<TOrderedOption, 'groupName' | 'choiceName'>;

/** 'Size: Large · Extras: Cheese, Olives': the choices of one line, group by group, in the order chosen. */
export function chosenText(choices: readonly ChosenOption[] | null | undefined): string {
  const groups = new Map<string, string[]>();
  for (const choice of choices ?? []) groups.set(choice.groupName, [...(groups.get(choice.groupName) ?? []), choice.choiceName]);
  return [...groups].map(([group, names]) => `${group}: ${names.join(', ')}`).join(' · ');
}

/** The line's choices under its name; nothing for a product without options. */
export function ChosenOptions({ choices, className }: { choices: readonly ChosenOption[] | null | undefined; className?: string }) {
  const text = chosenText(choices);
  if (!text) return null;
  return (
    <span className={cn('block break-words text-xs text-stone-500', className)} data-testid="chosen-options">
      {text}
    </span>
  );
}
