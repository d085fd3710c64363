import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useFacets } from '../api/get-facets.ts';
import type { StorefrontParams } from '../api/get-storefront.ts';
import type { FilterPatch } from '../hooks/use-storefront-filters.ts';
import { useTranslation } from 'react-i18next';

/** Where the visitor came from (a category, subcategory or shop), each removable. */
export function StorefrontContext({ params, update }: { params: StorefrontParams; update: (patch: FilterPatch) => void }) {
  const { t } = useTranslation('catalog');
  const vendors = useFacets().data?.vendors ?? [];
  const shop = params.shop ? (vendors.find((v) => v._id === params.shop || v.slug === params.shop)?.businessName ?? params.shop) : null;
  const chips = [
    params.category ? { key: 'category' as const, label: t('storefrontContext.category', { name: params.category }) } : null,
    params.subcategory ? { key: 'subcategory' as const, label: t('storefrontContext.subcategory', { name: params.subcategory }) } : null,
    shop ? { key: 'shop' as const, label: t('storefrontContext.shop', { name: shop }) } : null,
  ].filter((chip) => chip !== null);
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('storefrontContext.label')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => update({ [chip.key]: null })}
            aria-label={t('storefrontContext.remove', { chip: chip.label })}
            className="inline-flex h-9 items-center gap-1.5 rounded-full bg-primary-700 pl-3.5 pr-2 text-sm font-medium text-white hover:bg-primary-800"
          >
            {chip.label}
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
