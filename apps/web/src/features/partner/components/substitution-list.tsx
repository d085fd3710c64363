import { Trans, useTranslation } from 'react-i18next';
import type { TSubstitution } from '@sokoni/domain/contracts/substitutions';

/** The replacements proposed for a sub-order's items and where each stands. */
export function SubstitutionList({ substitutions }: { substitutions: readonly TSubstitution[] }) {
  const { t } = useTranslation('partner');
  if (substitutions.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 rounded-xl bg-stone-50 px-3 py-2 text-xs text-stone-700" aria-label={t('substitutions.label')}>
      {substitutions.map((s) => (
        <li key={s._id}>
          <Trans
            t={t}
            i18nKey="substitutions.line"
            values={{ quantity: s.replacement.quantity, replacement: s.replacement.name, item: s.item.name, state: t(`substitutions.${s.state}`) }}
            components={{ state: <span className="font-semibold" /> }}
          />
        </li>
      ))}
    </ul>
  );
}
