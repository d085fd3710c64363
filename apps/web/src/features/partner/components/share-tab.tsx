import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { QR_SIZE, useQrCode } from '../hooks/use-qr-code.ts';
import { TabHeading } from './tab-heading.tsx';
import { CheckIcon, CopyIcon, DownloadIcon, ExternalIcon } from './icons.tsx';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The store link and its QR code, for posters, receipts and chats. */
export function ShareTab({ slug, businessName }: { slug: string; businessName: string }) {
  const { t } = useTranslation('partner');
  const link = `${window.location.origin}/store/${slug}`;
  const qr = useQrCode(link);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (await copyText(link)) {
      setCopied(true);
      showToast(t('share.copiedToast'));
      setTimeout(() => setCopied(false), 2000);
    } else {
      showToast(t('share.copyBlocked'), 'info');
    }
  };

  return (
    <section aria-labelledby="share-heading">
      <TabHeading id="share-heading" title={t('share.title')} description={t('share.description')} />
      <div className="grid gap-4 rounded-3xl border border-stone-200 bg-white p-5 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-6 sm:p-6">
        <div className="mx-auto w-full max-w-64 sm:w-64">
          {qr.dataUrl ? (
            <img src={qr.dataUrl} width={QR_SIZE} height={QR_SIZE} alt={t('share.qrAlt', { link })} className="aspect-square w-full rounded-xl border border-stone-200" />
          ) : qr.failed ? (
            <p className="text-sm text-red-700">{t('share.qrFailed')}</p>
          ) : (
            <Skeleton className="aspect-square w-full rounded-xl" />
          )}
        </div>
        <div className="min-w-0 space-y-4">
          <div>
            <p className="text-sm font-medium text-stone-800">{t('share.storeLink')}</p>
            <p className="mt-1 select-all break-all rounded-xl bg-stone-50 px-3 py-2.5 font-mono text-sm text-stone-900" data-testid="store-link">
              {link}
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button onClick={() => void copy()}>
              {copied ? <CheckIcon className="size-4.5" /> : <CopyIcon className="size-4.5" />}
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
            {qr.dataUrl ? (
              <a href={qr.dataUrl} download={`${slug}-qr.png`} className={buttonClasses('secondary')}>
                <DownloadIcon className="size-4.5" />
                {t('share.downloadQr')}
              </a>
            ) : (
              <Button variant="secondary" disabled>
                <DownloadIcon className="size-4.5" />
                {t('share.downloadQr')}
              </Button>
            )}
            <a href={`/store/${slug}`} target="_blank" rel="noopener" className={buttonClasses('ghost')}>
              <ExternalIcon className="size-4.5" />
              {t('share.open', { name: businessName })}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
