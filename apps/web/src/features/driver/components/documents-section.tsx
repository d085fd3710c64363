import type { TDriver } from '@sokoni/domain/contracts/driver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { CheckCircleIcon } from '../../../components/ui/icons.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useUploadDriverDocuments, type DriverDocumentFiles } from '../api/upload-driver-documents.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const NONE: DriverDocumentFiles = { idPhoto: null, licencePhoto: null };

function OnFile({ yes }: { yes: boolean }) {
  const { t } = useTranslation('driver');
  return yes ? (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-primary-800">
      <CheckCircleIcon className="size-4" aria-hidden="true" /> {t('documents.onFile')}
    </span>
  ) : (
    <span className="text-sm text-amber-800">{t('documents.notYet')}</span>
  );
}

/**
 * The ID and licence photos the admin checks before approving. Only the admin can open them; the
 * driver sees whether each is on file and can replace it.
 */
export function DocumentsSection({ driver }: { driver: TDriver }) {
  const { t } = useTranslation('driver');
  const upload = useUploadDriverDocuments();
  const [files, setFiles] = useState<DriverDocumentFiles>(NONE);
  const [failure, setFailure] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const onFile = driver.documents ?? { idPhoto: false, licencePhoto: false };

  const send = async () => {
    setFailure(null);
    if (!files.idPhoto && !files.licencePhoto) {
      setFailure(t('documents.chooseFirst'));
      return;
    }
    try {
      const answer = await upload.mutateAsync(files);
      showToast(answer.message);
      setFiles(NONE);
      setInputKey((k) => k + 1);
    } catch (error) {
      setFailure(messageOf(error, t('documents.failed')));
    }
  };

  return (
    <section aria-labelledby="driver-documents-heading" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
      <div>
        <h3 id="driver-documents-heading" className="text-sm font-semibold uppercase tracking-wider text-stone-500">
          {t('documents.title')}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{t('documents.text')}</p>
      </div>
      <FormAlert message={failure} />
      <div key={inputKey} className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <OnFile yes={onFile.idPhoto} />
          <FileField label={t('documents.idPhoto')} name="idPhoto" accept={ACCEPT} hint={t('documents.idHint')} onFileChange={(file) => setFiles((f) => ({ ...f, idPhoto: file }))} />
        </div>
        <div className="space-y-1">
          <OnFile yes={onFile.licencePhoto} />
          <FileField label={t('documents.licencePhoto')} name="licencePhoto" accept={ACCEPT} hint={t('documents.licenceHint')} onFileChange={(file) => setFiles((f) => ({ ...f, licencePhoto: file }))} />
        </div>
      </div>
      <Button variant="secondary" loading={upload.isPending} onClick={() => void send()}>
        {upload.isPending ? t('documents.uploading') : t('documents.upload')}
      </Button>
    </section>
  );
}
