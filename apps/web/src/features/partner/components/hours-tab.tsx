import { useTranslation } from 'react-i18next';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { useSetStoreHours } from '../api/set-store-hours.ts';
import { DeliveryRadiusControl } from './delivery-radius-control.tsx';
import { HoursEditor } from './hours-editor.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { PauseControl } from './pause-control.tsx';
import { PrepTimeForm } from './prep-time-form.tsx';
import { TabHeading } from './tab-heading.tsx';

/** When the store takes orders: a pause for busy moments and the weekly hours. */
export function HoursTab({ partner }: { partner: TPartner }) {
  const { t } = useTranslation('partner');
  const setHours = useSetStoreHours(partner._id);
  // A profile kept from an older session has no hours yet; the fresh one is on its way.
  if (!partner.hours) return <ListSkeleton count={3} label={t('hoursTab.loading')} />;
  return (
    <section aria-labelledby="hours-tab-heading" className="space-y-6">
      <TabHeading id="hours-tab-heading" title={t('hoursTab.title')} description={t('hoursTab.description')} />
      <PauseControl partner={partner} />
      <DeliveryRadiusControl partner={partner} />
      <HoursEditor key={partner._id} initial={partner.hours} saving={setHours.isPending} onSave={(hours) => setHours.mutateAsync(hours)} />
      <PrepTimeForm key={`prep-${partner._id}`} partner={partner} />
    </section>
  );
}
