import { useId, useState } from 'react';
import type { StorefrontSort } from '@sokoni/domain/contracts/catalog';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { cn } from '../../../lib/cn.ts';
import type { StorefrontParams } from '../api/get-storefront.ts';
import { useFacets } from '../api/get-facets.ts';
import type { FilterPatch } from '../hooks/use-storefront-filters.ts';
import { useUrlDraft } from '../hooks/use-url-draft.ts';
import { SearchIcon } from './search-icon.tsx';
import { useTranslation } from 'react-i18next';

const SORTS: StorefrontSort[] = ['relevance', 'price_low_high', 'price_high_low', 'rating_high_low'];

const MIN_RATINGS = ['4', '3', '2'];

const DISCLOSURE_ARROW = '\u25BE';

const selectClass = inputClasses(false, 'pr-8');

function Label({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-stone-500">
      {children}
    </label>
  );
}

/**
 * Name search and sort always in view; price, vendor and minimum rating behind 'Filters' on
 * small screens. Every choice goes to the URL; typed values after a short pause.
 */
export function StorefrontFilters({
  params,
  update,
  activeFilterCount,
  clearFilters,
}: {
  params: StorefrontParams;
  update: (patch: FilterPatch) => void;
  activeFilterCount: number;
  clearFilters: () => void;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [expanded, setExpanded] = useState(activeFilterCount > 0);
  const vendors = useFacets().data?.vendors ?? [];
  const [name, setName] = useUrlDraft(params.product ?? '', (value) => update({ product: value }));
  const [minPrice, setMinPrice] = useUrlDraft(params.minPrice ?? '', (value) => update({ minPrice: value }));
  const [maxPrice, setMaxPrice] = useUrlDraft(params.maxPrice ?? '', (value) => update({ maxPrice: value }));
  const inverted = params.minPrice !== undefined && params.maxPrice !== undefined && Number(params.minPrice) > Number(params.maxPrice);
  const anything = activeFilterCount > 0 || params.product !== undefined || params.sort !== 'relevance';

  return (
    <form role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div>
          <Label htmlFor={`${id}-name`}>{t('filters.name')}</Label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4.5 -translate-y-1/2 text-stone-400" />
            <input id={`${id}-name`} type="search" value={name} onChange={(e) => setName(e.target.value)} placeholder={t('filters.namePlaceholder')} className={inputClasses(false, 'pl-9')} />
          </div>
        </div>
        <div>
          <Label htmlFor={`${id}-sort`}>{t('filters.sort')}</Label>
          <select id={`${id}-sort`} value={params.sort} onChange={(e) => update({ sort: e.target.value })} className={selectClass}>
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`filters.sorts.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="flex items-center justify-between gap-2 sm:hidden">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-more`}
          onClick={() => setExpanded((v) => !v)}
          className="inline-flex h-10 items-center gap-2 rounded-xl border border-stone-300 px-3 text-sm font-semibold text-stone-800"
        >
          {t('filters.toggle')}
          {activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
          <span aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')}>
            {DISCLOSURE_ARROW}
          </span>
        </button>
        {anything && (
          <button type="button" onClick={clearFilters} className="text-sm font-semibold text-primary-700 hover:underline">
            {t('filters.clear')}
          </button>
        )}
      </div>

      <div id={`${id}-more`} className={cn('grid-cols-2 gap-3 sm:grid sm:grid-cols-4', expanded ? 'grid' : 'hidden')}>
        <div>
          <Label htmlFor={`${id}-min`}>{t('filters.minPrice')}</Label>
          <input id={`${id}-min`} type="number" inputMode="decimal" min={0} step="any" value={minPrice} onChange={(e) => setMinPrice(e.target.value)} className={inputClasses(inverted)} />
        </div>
        <div>
          <Label htmlFor={`${id}-max`}>{t('filters.maxPrice')}</Label>
          <input id={`${id}-max`} type="number" inputMode="decimal" min={0} step="any" value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)} className={inputClasses(inverted)} />
        </div>
        <div>
          <Label htmlFor={`${id}-vendor`}>{t('filters.vendor')}</Label>
          <select id={`${id}-vendor`} value={params.vendor ?? ''} onChange={(e) => update({ vendor: e.target.value })} className={selectClass}>
            <option value="">{t('filters.allVendors')}</option>
            {params.vendor && !vendors.some((v) => v.businessName === params.vendor) && <option value={params.vendor}>{params.vendor}</option>}
            {vendors.map((v) => (
              <option key={v._id} value={v.businessName}>
                {v.businessName}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-rating`}>{t('filters.minRating')}</Label>
          <select id={`${id}-rating`} value={params.minRating ?? '0'} onChange={(e) => update({ minRating: e.target.value })} className={selectClass}>
            <option value="0">{t('filters.anyRating')}</option>
            {MIN_RATINGS.map((value) => (
              <option key={value} value={value}>
                {t('filters.starsUp', { stars: value })}
              </option>
            ))}
          </select>
        </div>
        {inverted && (
          <p role="alert" className="col-span-2 text-sm font-medium text-red-700 sm:col-span-4">
            {t('filters.inverted')}
          </p>
        )}
      </div>

      {anything && (
        <div className="hidden justify-end sm:flex">
          <button type="button" onClick={clearFilters} className="text-sm font-semibold text-primary-700 hover:underline">
            {t('filters.clearAll')}
          </button>
        </div>
      )}
    </form>
  );
}
