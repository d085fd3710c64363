import { Alert } from '../../../components/ui/alert.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { updateFailure } from '../hooks/use-profile-form.ts';

/** What happened to the last save: the spec's failure sentence (with the server's reason), or what is still missing. */
export function ProfileSaveFeedback({ error, missing }: { error: unknown; missing: string[] | null }) {
  if (error) {
    const { title, reason } = updateFailure(error);
    return <FormAlert message={reason ? `${title}: ${reason}` : title} />;
  }
  if (missing && missing.length > 0) {
    return (
      <Alert tone="warning">
        <p className="font-semibold">Saved. Your profile is not complete yet.</p>
        <p className="mt-0.5">Still missing: {missing.join(', ')}.</p>
      </Alert>
    );
  }
  return null;
}
