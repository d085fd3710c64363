import { useState, type ReactNode } from 'react';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from 'react-i18next';

/** The primary image first, then the others; thumbnails choose which one is shown large. */
export function ProductGallery({ name, images, primaryImage, badge }: { name: string; images: string[]; primaryImage: string | null; badge?: ReactNode }) {
  const { t } = useTranslation('catalog');
  const ordered = [...new Set([...(primaryImage ? [primaryImage] : []), ...images])];
  const [shown, setShown] = useState(0);
  const current = ordered[shown] ?? null;
  return (
    <div className="space-y-3">
      <div className="relative">
        <FallbackImage src={current} alt={name} sizes="(min-width: 768px) 480px, 100vw" className="aspect-square w-full rounded-3xl bg-stone-100 object-cover" loading="eager" />
        {badge}
      </div>
      {ordered.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label={t('gallery.label')}>
          {ordered.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-label={t('gallery.show', { number: i + 1, total: ordered.length })}
                aria-pressed={i === shown}
                className={cn('block overflow-hidden rounded-xl border-2', i === shown ? 'border-primary-600' : 'border-transparent opacity-80 hover:opacity-100')}
              >
                <FallbackImage src={src} alt="" sizes="64px" className="size-16 bg-stone-100 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
