import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { ProgressBar } from './fields.tsx';
import { UploadIcon } from './icons.tsx';

/** Choose a file, send it with visible progress, then show the server's answer. */
export function UploadCard({
  title,
  preview,
  accept,
  hint,
  upload,
  successMessage,
}: {
  title: string;
  preview: ReactNode;
  accept: string;
  hint: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  successMessage: string;
}) {
  const { t } = useTranslation('partner');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const send = async () => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      await upload(file, setProgress);
      showToast(successMessage);
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (error) {
      setFailure(messageOf(error, t('uploads.failed')));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      <div className="flex items-center gap-3">{preview}</div>
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-800">
          {t('uploads.chooseFile')}
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept={accept}
          onChange={(event) => {
            setFailure(null);
            setFile(event.currentTarget.files?.[0] ?? null);
          }}
          className="block w-full rounded-xl border border-dashed border-stone-300 bg-white p-2 text-sm text-stone-600 file:mr-3 file:rounded-lg file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary-800"
        />
        <p className="mt-1.5 text-xs text-stone-500">{hint}</p>
      </div>
      <FormAlert message={failure} />
      {progress !== null && <ProgressBar value={progress} label={t('uploads.uploading', { name: file?.name ?? '' })} />}
      <Button variant="secondary" size="sm" className="self-start" onClick={() => void send()} disabled={!file} loading={progress !== null}>
        <UploadIcon className="size-4" />
        {t('uploads.upload')}
      </Button>
    </div>
  );
}
