import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { savedLocationsQueryOptions } from '../../../lib/saved-locations.ts';
import { SavedLocationForm } from './saved-location-form.tsx';
import { SavedLocationDetailsForm } from './saved-location-details-form.tsx';
import { useSavedLocationLabel } from './saved-location-label.ts';

/** The customer's saved delivery locations, and a way to add one. */
export function SavedLocationsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('orders');
  const labelOf = useSavedLocationLabel();
  const query = useQuery(savedLocationsQueryOptions(userId));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  // The spec swallows a failed fetch and shows the list as empty.
  const locations = query.data ?? [];
  return (
    <section aria-labelledby="saved-locations-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="saved-locations-heading" className="text-lg font-bold text-stone-900">
          {t('savedLocations.heading')}
        </h2>
        {!adding && (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            {t('savedLocations.add')}
          </Button>
        )}
      </div>
      <div className="mt-4 space-y-4">
        {adding && <SavedLocationForm userId={userId} onDone={() => setAdding(false)} />}
        {query.isPending ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">{t('savedLocations.loading')}</span>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full rounded-xl" />
            ))}
          </div>
        ) : locations.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">{t('savedLocations.empty')}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {locations.map((l) => (
              <li key={l._id} className="py-3">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                    <MapPinIcon className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-stone-900">{labelOf(l.label)}</span>
                    <span className="block truncate text-sm text-stone-600">
                      {l.town} · {l.location}
                    </span>
                    {(l.landmark || l.building) && <span className="block truncate text-sm text-stone-700">{[l.landmark, l.building].filter(Boolean).join(' · ')}</span>}
                  </span>
                  {editing !== l._id && (
                    <Button size="sm" variant="ghost" onClick={() => setEditing(l._id)} aria-label={t('savedLocations.editDetailsOf', { label: labelOf(l.label) })}>
                      {t('savedLocations.editDetails')}
                    </Button>
                  )}
                </div>
                {editing === l._id && (
                  <div className="mt-3">
                    <SavedLocationDetailsForm userId={userId} location={l} onDone={() => setEditing(null)} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
