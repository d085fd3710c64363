import { useRef } from 'react';
import type { TPromotionsResponse } from '@sokoni/domain/contracts/promotions';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { usePromotionSettings } from '../api/get-promotions.ts';
import { useUpdatePromotions } from '../api/update-promotions.ts';
import { SectionHeader } from './section-header.tsx';
import { MessageListEditor, type EditableMessage } from './message-list-editor.tsx';
import { checkPromotions, type PromotionErrors } from '../lib/promotion-rules.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

function Editor({ saved }: { saved: TPromotionsResponse }) {
  const nextKey = useRef(0);
  const newKey = () => nextKey.current++;
  const toItems = (texts: string[]) => texts.map((text) => ({ key: newKey(), text }));
  const update = useUpdatePromotions();
  const textsOf = (lists: { banner: EditableMessage[]; marquee: EditableMessage[] }) => ({
    banner: lists.banner.map((m) => m.text),
    marquee: lists.marquee.map((m) => m.text),
  });
  const { values, set, errors, failure, reset, onSubmit } = useCheckedForm<{ banner: EditableMessage[]; marquee: EditableMessage[] }, PromotionErrors>({
    initial: () => ({ banner: toItems(saved.banner), marquee: toItems(saved.marquee) }),
    check: (lists) => checkPromotions(textsOf(lists)),
    // Fix-as-you-type once a save has shown errors.
    onEdit: 'recheck',
    failureOf: (error) => messageOf(error, 'Could not save the promotions. Please try again.'),
    async save(lists) {
      const texts = textsOf(lists);
      try {
        await update.mutateAsync({ banner: texts.banner.map((t) => t.trim()), marquee: texts.marquee.map((t) => t.trim()) });
      } catch (error) {
        showToast(messageOf(error, 'Could not save the promotions. Please try again.'), 'error');
        throw error;
      }
    },
  });
  const { banner, marquee } = values;

  const value = textsOf(values);
  const dirty = JSON.stringify(value) !== JSON.stringify({ banner: saved.banner, marquee: saved.marquee });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-stone-600">
        {saved.updatedAt ? `Last saved ${formatDateTime(saved.updatedAt)}.` : 'Visitors see the built-in messages until you save your own.'}
      </p>
      <div className="grid gap-5 lg:grid-cols-2">
        <MessageListEditor
          legend="Landing banner"
          description="Scrolls across the top of the home page."
          items={banner}
          onChange={set('banner')}
          itemErrors={errors.items?.banner ?? {}}
          listError={errors.lists?.banner}
          newKey={newKey}
        />
        <MessageListEditor
          legend="Storefront marquee"
          description="Scrolls beside the back button on the menu, offers and featured pages."
          items={marquee}
          onChange={set('marquee')}
          itemErrors={errors.items?.marquee ?? {}}
          listError={errors.lists?.marquee}
          newKey={newKey}
        />
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={!dirty || update.isPending} onClick={() => reset()}>
          Undo changes
        </Button>
        <Button type="submit" loading={update.isPending} disabled={!dirty}>
          Save promotions
        </Button>
      </div>
    </form>
  );
}

/** The landing banner and storefront marquee messages, as visitors will see them. */
export function PromotionsSection() {
  const promotions = usePromotionSettings();
  let content;
  if (promotions.isPending) content = <FormSkeleton fields={6} label="Loading promotions…" />;
  else if (promotions.isError) {
    content = <ErrorState title="Could not load the promotions" message={messageOf(promotions.error, 'Please try again.')} onRetry={() => void promotions.refetch()} />;
  } else content = <Editor key={promotions.data.updatedAt ?? 'defaults'} saved={promotions.data} />;
  return (
    <>
      <SectionHeader title="Promotions" description="1 to 10 messages in each list, up to 140 characters each. Changes show on visitors' next page load." />
      {content}
    </>
  );
}
