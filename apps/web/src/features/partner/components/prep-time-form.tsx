import { useTranslation } from 'react-i18next';
import { ZPrepTimeRequest, type TPartner } from '@sokoni/domain/contracts/partner';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSetPrepTime } from '../api/set-prep-time.ts';

/** 'Scheduled orders': how long before the time slot the order rings as a new one. */
export function PrepTimeForm({ partner }: { partner: TPartner }) {
  const { t } = useTranslation('partner');
  const save = useSetPrepTime(partner._id);
  const { formRef, bind, failure, submitting, onSubmit } = useCheckedForm<{ minutes: string }>({
    initial: { minutes: String(partner.prepMinutes ?? 20) },
    check: (v) => {
      const parsed = ZPrepTimeRequest.safeParse({ minutes: Number(v.minutes) });
      return parsed.success ? null : { minutes: parsed.error.issues[0]?.message ?? t('prepTime.enterMinutes') };
    },
    failureOf: (error) => messageOf(error, t('prepTime.failed')),
    async save(_parsed, current) {
      await save.mutateAsync(Number(current.minutes));
      showToast(t('prepTime.saved'));
    },
  });
  const field = { minutes: bind('minutes') };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('prepTime.heading')} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 className="text-sm font-bold text-stone-900">{t('prepTime.heading')}</h3>
      <FormAlert message={failure} />
      <TextField label={t('prepTime.label')} type="number" inputMode="numeric" min={5} max={240} {...field.minutes} />
      <Button type="submit" size="sm" loading={submitting}>
        {t('prepTime.save')}
      </Button>
    </form>
  );
}
