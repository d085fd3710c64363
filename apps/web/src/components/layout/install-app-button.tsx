import { useInstallPrompt } from '../../lib/use-install-prompt.ts';
import { Button } from '../ui/button.tsx';
import { DownloadIcon } from '../ui/icons.tsx';

/** Appears only when the browser offers to install Sokoni; one use, whatever the answer. */
export function InstallAppButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button variant="secondary" size="sm" className="rounded-full" onClick={() => void install()}>
      <DownloadIcon className="size-4" />
      Install App
    </Button>
  );
}
