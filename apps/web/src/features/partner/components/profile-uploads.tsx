import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { assetUrl, FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { updateRoleProfile } from '../../../lib/session.ts';
import { uploadBusinessPermit } from '../api/upload-business-permit.ts';
import { uploadProfileImage } from '../api/upload-profile-image.ts';
import { FileIcon } from './icons.tsx';
import { UploadCard } from './upload-card.tsx';
import { partnerKeys } from '../api/query-keys.ts';

/** The store image and the business permit, each replaced on its own. */
export function ProfileUploads({ partner }: { partner: TPartner }) {
  const { t } = useTranslation('partner');
  const queryClient = useQueryClient();
  const remember = (patch: Partial<TPartner>) => {
    const next = { ...partner, ...patch };
    queryClient.setQueryData(partnerKeys.me, next);
    updateRoleProfile('partner', next);
  };
  const permitUrl = assetUrl(partner.businessPermit);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <UploadCard
        title={t('uploads.storeImage')}
        accept="image/jpeg,image/png,image/webp"
        hint={t('uploads.storeImageHint')}
        successMessage={t('uploads.storeImageSaved')}
        preview={<FallbackImage src={partner.profileImage} alt={t('uploads.currentStoreImage')} className="size-16 rounded-xl border border-stone-200 object-cover" />}
        upload={async (file, onProgress) => remember(await uploadProfileImage(partner._id, file, onProgress))}
      />
      <UploadCard
        title={t('uploads.permit')}
        accept="image/jpeg,image/png,image/webp,application/pdf"
        hint={t('uploads.permitHint')}
        successMessage={t('uploads.permitSaved')}
        preview={
          permitUrl ? (
            <a href={permitUrl} target="_blank" rel="noopener" className="inline-flex items-center gap-2 text-sm font-semibold text-primary-700 hover:underline">
              <FileIcon className="size-5" />
              {t('uploads.viewPermit')}
            </a>
          ) : (
            <p className="text-sm text-stone-600">{t('uploads.noPermit')}</p>
          )
        }
        upload={async (file, onProgress) => remember(await uploadBusinessPermit(partner._id, file, onProgress))}
      />
    </div>
  );
}
