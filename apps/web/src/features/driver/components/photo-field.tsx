import { useEffect, useMemo } from 'react';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { UserIcon } from '../../../components/ui/icons.tsx';

/** Optional profile photo: the chosen file is previewed before saving, else the current photo. */
export function PhotoField({ file, currentUrl, onChange }: { file: File | null; currentUrl: string | null; onChange: (file: File | null) => void }) {
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 text-stone-400">
        {previewUrl ? (
          <img src={previewUrl} alt="Preview of your new profile photo" className="size-full object-cover" />
        ) : currentUrl ? (
          <FallbackImage src={currentUrl} alt="Your profile photo" className="size-full object-cover" />
        ) : (
          <UserIcon className="size-9" />
        )}
      </div>
      <FileField
        className="min-w-0 sm:flex-1"
        label="Profile photo"
        name="profileImage"
        optional
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hint="A clear photo of your face helps shops and customers recognise you."
        onFileChange={onChange}
      />
    </div>
  );
}
