import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import { ORDER_STATUSES } from '@sokoni/domain/order-status';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { getDrivers } from '../api/get-drivers.ts';
import { getPartners } from '../api/get-partners.ts';
import { EntityPicker, type PickedEntity } from './entity-picker.tsx';
import { statusLabel } from '../../../components/order/order-status-text.ts';

export interface OrderFilterValues {
  status: string;
  from: string;
  to: string;
  shop: PickedEntity | null;
  driver: PickedEntity | null;
}

export const NO_ORDER_FILTERS: OrderFilterValues = { status: '', from: '', to: '', shop: null, driver: null };

const searchShops = async (q: string) =>
  (await getPartners({ q, status: 'all', limit: 8 })).items.map((p) => ({ id: p._id, label: p.businessName, hint: `${p.businessType} · ${p.town}` }));
const searchDrivers = async (q: string) =>
  (await getDrivers({ q, limit: 8 })).items.map((d) => ({ id: d._id, label: d.username, hint: [d.phoneNumber, d.vehicleDetails.plateNumber].filter(Boolean).join(' · ') }));

/** Status, a range of Nairobi days, one shop and one driver; every change reloads the list. */
export function OrderFilters({ value, onChange }: { value: OrderFilterValues; onChange: (next: OrderFilterValues) => void }) {
  const { t } = useTranslation('admin');
  const set = <K extends keyof OrderFilterValues>(key: K, v: OrderFilterValues[K]) => onChange({ ...value, [key]: v });
  const active = value.status || value.from || value.to || value.shop || value.driver;
  const rangeBackwards = value.from && value.to && value.from > value.to;
  return (
    <fieldset className="mb-5 rounded-2xl border border-stone-200 bg-white p-4">
      <legend className="sr-only">{t('orderFilters.legend')}</legend>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        <div className="col-span-2">
          <label htmlFor="order-status" className="mb-1.5 block text-sm font-medium text-stone-800">
            {t('orderFilters.status')}
          </label>
          <select id="order-status" value={value.status} onChange={(e) => set('status', e.target.value)} className={inputClasses(false)}>
            <option value="">{t('orderFilters.anyStatus')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <DateField id="order-from" label={t('orderFilters.from')} value={value.from} max={value.to || undefined} onChange={(day) => set('from', day)} />
        </div>
        <div>
          <DateField id="order-to" label={t('orderFilters.to')} value={value.to} min={value.from || undefined} onChange={(day) => set('to', day)} />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <EntityPicker kind="stores" noun="stores" label={t('orderFilters.shop')} placeholder={t('orderFilters.shopPlaceholder')} value={value.shop} onChange={(v) => set('shop', v)} search={searchShops} />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <EntityPicker kind="drivers" noun="drivers" label={t('orderFilters.driver')} placeholder={t('orderFilters.driverPlaceholder')} value={value.driver} onChange={(v) => set('driver', v)} search={searchDrivers} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-stone-500">{rangeBackwards ? <span className="font-medium text-red-700">{t('orderFilters.backwards')}</span> : t('orderFilters.nairobiDays')}</p>
        {active && (
          <Button size="sm" variant="ghost" onClick={() => onChange(NO_ORDER_FILTERS)}>
            {t('orderFilters.clear')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
