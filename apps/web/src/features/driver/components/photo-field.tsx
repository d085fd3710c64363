import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { UserIcon } from '../../../components/ui/icons.tsx';

/** Optional profile photo: the chosen file is previewed before saving, else the current photo. */
export function PhotoField({ file, currentUrl, onChange }: { file: File | null; currentUrl: string | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation('driver');
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 text-stone-400">
        {previewUrl ? (
          <img src={previewUrl} alt={t('photo.preview')} className="size-full object-cover" />
        ) : currentUrl ? (
          <FallbackImage src={currentUrl} alt={t('photo.current')} className="size-full object-cover" />
        ) : (
          <UserIcon className="size-9" />
        )}
      </div>
      <FileField
        className="min-w-0 sm:flex-1"
        label={t('photo.label')}
        name="profileImage"
        optional
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hint={t('photo.hint')}
        onFileChange={onChange}
      />
    </div>
  );
}
