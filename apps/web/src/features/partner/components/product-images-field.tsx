import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PRODUCT_IMAGES } from '@sokoni/domain/contracts/product';
import { Alert } from '../../../components/ui/alert.tsx';
import { assetUrl } from '../../../components/ui/fallback-image.tsx';
import { cn } from '../../../lib/cn.ts';
import { useObjectUrls } from '../hooks/use-object-urls.ts';
import type { PrimaryChoice } from '../lib/product-images.ts';
import { StarIcon, TrashIcon, UploadIcon } from './icons.tsx';

interface Tile {
  key: string;
  src: string | null;
  label: string;
  choice: Exclude<PrimaryChoice, null>;
  onRemove: () => void;
}

/**
 * Up to five images: the stored ones still kept and the newly picked files, each with a
 * preview, a 'main image' choice and a remove button.
 */
export function ProductImagesField({
  kept,
  files,
  primary,
  message,
  onPick,
  onRemoveKept,
  onRemoveFile,
  onPrimaryChange,
}: {
  kept: string[];
  files: File[];
  primary: string | null;
  message: string | null;
  onPick: (files: File[]) => void;
  onRemoveKept: (path: string) => void;
  onRemoveFile: (file: File) => void;
  onPrimaryChange: (choice: Exclude<PrimaryChoice, null>) => void;
}) {
  const { t } = useTranslation('partner');
  const inputId = useId();
  const previews = useObjectUrls(files);
  const total = kept.length + files.length;
  const tiles: Tile[] = [
    ...kept.map((path, i) => ({
      key: `existing:${path}`,
      src: assetUrl(path),
      label: t('productImages.image', { number: i + 1 }),
      choice: { kind: 'existing', path } as const,
      onRemove: () => onRemoveKept(path),
    })),
    ...files.map((file) => ({
      key: `file:${file.name}`,
      src: previews.get(file) ?? null,
      label: file.name,
      choice: { kind: 'new', name: file.name } as const,
      onRemove: () => onRemoveFile(file),
    })),
  ];

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Cleared so picking the same file again still fires a change (and meets the duplicate rule).
    event.currentTarget.value = '';
    if (picked.length) onPick(picked);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">
        {t('productImages.legend')} <span className="font-normal text-stone-500">{t('productImages.count', { total, max: MAX_PRODUCT_IMAGES })}</span>
      </legend>
      {tiles.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {tiles.map((tile) => {
            const isPrimary = primary === tile.key;
            return (
              <li key={tile.key} className={cn('relative overflow-hidden rounded-xl border-2 bg-stone-100', isPrimary ? 'border-primary-600' : 'border-transparent')}>
                {tile.src ? (
                  <img src={tile.src} alt={tile.label} className="aspect-square w-full object-cover" />
                ) : (
                  <div className="flex aspect-square items-center justify-center p-1 text-center text-[11px] break-all text-stone-500">{tile.label}</div>
                )}
                <button
                  type="button"
                  onClick={tile.onRemove}
                  aria-label={t('productImages.remove', { label: tile.label })}
                  className="absolute right-1 top-1 flex size-8 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow hover:text-red-700"
                >
                  <TrashIcon className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => onPrimaryChange(tile.choice)}
                  aria-pressed={isPrimary}
                  aria-label={t('productImages.useAsMain', { label: tile.label })}
                  className={cn(
                    'absolute inset-x-1 bottom-1 flex h-7 items-center justify-center gap-1 rounded-lg text-[11px] font-semibold shadow',
                    isPrimary ? 'bg-primary-700 text-white' : 'bg-white/90 text-stone-700 hover:bg-white',
                  )}
                >
                  <StarIcon className="size-3.5" />
                  {isPrimary ? t('productImages.main') : t('productImages.setMain')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp" multiple onChange={onChange} className="peer sr-only" aria-describedby={`${inputId}-hint`} />
      <label
        htmlFor={inputId}
        className={cn(
          'flex cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600 items-center justify-center gap-2 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-4 text-sm font-semibold text-primary-800 hover:border-primary-400 hover:bg-primary-50',
          total >= MAX_PRODUCT_IMAGES && 'opacity-70',
        )}
      >
        <UploadIcon className="size-5" />
        {t('productImages.add')}
      </label>
      <p id={`${inputId}-hint`} className="text-xs text-stone-500">
        {t('productImages.hint', { max: MAX_PRODUCT_IMAGES })}
      </p>
      {message && <Alert tone="error">{message}</Alert>}
    </fieldset>
  );
}
