import type { TSubstitution } from '@sokoni/domain/contracts/substitutions';

const STATE_WORDS: Record<TSubstitution['state'], string> = {
  proposed: 'waiting for the customer',
  approved: 'approved by the customer',
  refused: 'refused: item removed',
  expired: 'no answer: item removed',
};

/** The replacements proposed for a sub-order's items and where each stands. */
export function SubstitutionList({ substitutions }: { substitutions: readonly TSubstitution[] }) {
  if (substitutions.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 rounded-xl bg-stone-50 px-3 py-2 text-xs text-stone-700" aria-label="Replacements">
      {substitutions.map((s) => (
        <li key={s._id}>
          {s.replacement.quantity} × {s.replacement.name} for {s.item.name}: <span className="font-semibold">{STATE_WORDS[s.state]}</span>
        </li>
      ))}
    </ul>
  );
}
