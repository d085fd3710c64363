import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/** What happened to the last save: the spec's failure sentence (with the server's reason), or what is still missing. */
export function ProfileSaveFeedback({ failure, missing }: { failure: string | null; missing: string[] | null }) {
  const { t } = useTranslation('driver');
  if (failure) return <FormAlert message={failure} />;
  if (missing && missing.length > 0) {
    return (
      <Alert tone="warning">
        <p className="font-semibold">{t('profile.savedIncomplete')}</p>
        <p className="mt-0.5">{t('profile.stillMissing', { parts: missing.join(', ') })}</p>
      </Alert>
    );
  }
  return null;
}
