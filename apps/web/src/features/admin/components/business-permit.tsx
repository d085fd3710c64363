import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useBusinessPermit } from '../api/get-business-permit.ts';
import { FileIcon } from './admin-icons.tsx';

/** A URL for a blob held in memory, released when the blob changes or the viewer closes. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * The store's business permit, fetched with the admin's token (permits are never public) and
 * shown from memory: a picture inline, a PDF embedded, with open and download links for both.
 */
export function BusinessPermit({ url, businessName }: { url: string | null; businessName: string }) {
  const { t } = useTranslation('admin');
  const permit = useBusinessPermit(url);
  const objectUrl = useObjectUrl(permit.data);

  if (!url) return <p className="text-sm text-stone-500">{t('permit.none')}</p>;
  if (permit.isPending || (permit.data && !objectUrl)) {
    return (
      <div role="status">
        <span className="sr-only">{t('permit.loading')}</span>
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (permit.isError) {
    return <ErrorState title={t('permit.couldNotOpen')} message={messageOf(permit.error, t('pleaseTryAgain'))} onRetry={() => void permit.refetch()} />;
  }

  const type = permit.data.type;
  const isPdf = type === 'application/pdf';
  const filename = `${businessName.replace(/[^\w\- ]+/g, '').trim() || 'store'} business permit.${isPdf ? 'pdf' : type.split('/')[1] ?? 'bin'}`;
  return (
    <div className="space-y-3">
      {type.startsWith('image/') && (
        <img src={objectUrl!} alt={t('permit.of', { name: businessName })} className="max-h-[28rem] w-full rounded-xl border border-stone-200 bg-stone-50 object-contain" />
      )}
      {isPdf && <iframe src={objectUrl!} title={t('permit.of', { name: businessName })} className="h-[28rem] w-full rounded-xl border border-stone-200 bg-stone-50" />}
      {!isPdf && !type.startsWith('image/') && (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <FileIcon className="size-5" /> {t('permit.cannotShow')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <a href={objectUrl!} target="_blank" rel="noopener" className={buttonClasses('secondary', 'sm')}>
          {t('permit.openInNewTab')}
        </a>
        <a href={objectUrl!} download={filename} className={buttonClasses('ghost', 'sm')}>
          {t('permit.download')}
        </a>
      </div>
    </div>
  );
}
