import type { ComponentProps } from 'react';
import { SlideOver } from '../../../components/ui/slide-over.tsx';

/** The console's detail panel: a wide slide-over whose footer lines its action buttons up on the right. */
export function AdminDrawer({ footer, ...props }: Omit<ComponentProps<typeof SlideOver>, 'width'>) {
  return <SlideOver {...props} width="xl" footer={footer && <div className="flex flex-wrap justify-end gap-2">{footer}</div>} />;
}
