import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
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
    failureOf: (error) => messageOf(error, t('promotions.couldNotSave')),
    async save(lists) {
      const texts = textsOf(lists);
      try {
        await update.mutateAsync({ banner: texts.banner.map((text) => text.trim()), marquee: texts.marquee.map((text) => text.trim()) });
      } catch (error) {
        showToast(messageOf(error, t('promotions.couldNotSave')), 'error');
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
        {saved.updatedAt ? t('promotions.lastSaved', { time: formatDateTime(saved.updatedAt) }) : t('promotions.builtIn')}
      </p>
      <div className="grid gap-5 lg:grid-cols-2">
        <MessageListEditor
          legend={t('promotions.banner')}
          description={t('promotions.bannerDescription')}
          items={banner}
          onChange={set('banner')}
          itemErrors={errors.items?.banner ?? {}}
          listError={errors.lists?.banner}
          newKey={newKey}
        />
        <MessageListEditor
          legend={t('promotions.marquee')}
          description={t('promotions.marqueeDescription')}
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
          {t('promotions.undo')}
        </Button>
        <Button type="submit" loading={update.isPending} disabled={!dirty}>
          {t('promotions.save')}
        </Button>
      </div>
    </form>
  );
}

/** The landing banner and storefront marquee messages, as visitors will see them. */
export function PromotionsSection() {
  const { t } = useTranslation('admin');
  const promotions = usePromotionSettings();
  let content;
  if (promotions.isPending) content = <FormSkeleton fields={6} label={t('promotions.loading')} />;
  else if (promotions.isError) {
    content = <ErrorState title={t('promotions.couldNotLoad')} message={messageOf(promotions.error, t('pleaseTryAgain'))} onRetry={() => void promotions.refetch()} />;
  } else content = <Editor key={promotions.data.updatedAt ?? 'defaults'} saved={promotions.data} />;
  return (
    <>
      <SectionHeader title={t('sections.promotions')} description={t('promotions.description')} />
      {content}
    </>
  );
}
