import { isMpesa } from '@sokoni/domain/payment-methods';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MAX_PROBLEM_PHOTOS, PROBLEM_KINDS, type ProblemKind } from '@sokoni/domain/contracts/problems';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { Button } from '../ui/button.tsx';
import { FieldError } from '../ui/field-parts.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { Modal } from '../ui/modal.tsx';
import { showToast } from '../ui/toast-store.ts';
import { messageOf } from '../../lib/api-client.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useReportProblem } from './problems-api.ts';
import { i18n } from '../../i18n/i18n.ts';
import { kindLabel, KINDS_ABOUT_ITEMS } from './problem-words.ts';

interface Values {
  kind: ProblemKind | '';
  note: string;
  /** How many of each order item were affected, by item id. */
  quantities: Record<string, number>;
}

// Its messages are read when a check fails, so they are in the language on screen then.
const schema = z
  .object({
    kind: z.enum(PROBLEM_KINDS, { error: () => i18n.t('problems:report.chooseKind') }),
    note: z.string().max(1000, { error: () => i18n.t('problems:report.noteTooLong') }),
    quantities: z.record(z.string(), z.number().int().min(0)),
  })
  .refine((v) => !KINDS_ABOUT_ITEMS.includes(v.kind) || Object.values(v.quantities).some((q) => q > 0), {
    error: () => i18n.t('problems:report.chooseItems'),
    path: ['quantities'],
  });

/** The customer tells what went wrong with a delivered order: the kind, the items, a note and up to three photos. */
export function ReportProblemDialog({ order, open, onClose }: { order: TOrder; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('problems');
  const report = useReportProblem(order._id);
  const [photos, setPhotos] = useState<File[]>([]);
  const [preferCredit, setPreferCredit] = useState(false);
  const { formRef, values, setValues, errors, failure, onSubmit, submitting } = useCheckedForm<Values, Record<string, string>, typeof schema>({
    initial: { kind: '', note: '', quantities: {} },
    schema,
    labels: { kind: t('report.labelKind'), note: t('report.labelNote'), quantities: t('report.labelItems') },
    failureOf: (error) => messageOf(error, t('report.failed')),
    async save(parsed) {
      const form = new FormData();
      form.set('kind', parsed.kind);
      const lines = Object.entries(parsed.quantities)
        .filter(([, quantity]) => quantity > 0)
        .map(([item, quantity]) => ({ item, quantity }));
      form.set('lines', JSON.stringify(lines));
      if (parsed.note.trim()) form.set('note', parsed.note.trim());
      if (preferCredit) form.set('refundAs', 'credit');
      for (const photo of photos) form.append('photos', photo);
      await report.mutateAsync(form);
      showToast(t('report.thanks'));
      onClose();
    },
  });
  const aboutItems = values.kind !== '' && KINDS_ABOUT_ITEMS.includes(values.kind);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('report.title')}
      description={t('report.order', { order: order.orderId })}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" form="report-problem-form" loading={submitting}>
            {submitting ? t('report.sending') : t('report.send')}
          </Button>
        </>
      }
    >
      <form id="report-problem-form" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert message={failure} />
        <fieldset className="min-w-0">
          <legend className="text-sm font-semibold text-stone-900">{t('report.whatWentWrong')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {PROBLEM_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-2 rounded-xl border border-stone-200 p-3 text-sm has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50">
                <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={() => setValues((v) => ({ ...v, kind }))} className="accent-primary-700" />
                {kindLabel(kind)}
              </label>
            ))}
          </div>
          <FieldError id="kind-error">{errors['kind']}</FieldError>
        </fieldset>
        {aboutItems && (
          // min-w-0: a fieldset is at least as wide as its content, which the long item names (cut
          // with an ellipsis) would make wider than a phone's screen.
          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold text-stone-900">{t('report.whichItems')}</legend>
            <ul className="mt-2 space-y-2">
              {order.items.map((item) => (
                <li key={item._id} className="flex items-center justify-between gap-3 text-sm">
                  <label htmlFor={`problem-qty-${item._id}`} className="min-w-0 flex-1 truncate">
                    {item.product.name} <span className="text-stone-500">{t('report.youOrdered', { count: item.quantity })}</span>
                  </label>
                  <input
                    id={`problem-qty-${item._id}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={item.quantity}
                    value={values.quantities[item._id] ?? 0}
                    onChange={(event) => {
                      const quantity = Math.max(0, Math.min(item.quantity, Number(event.target.value) || 0));
                      setValues((v) => ({ ...v, quantities: { ...v.quantities, [item._id]: quantity } }));
                    }}
                    className="w-20 rounded-xl border border-stone-300 px-3 py-2 text-right"
                  />
                </li>
              ))}
            </ul>
            <FieldError id="quantities-error">{errors['quantities']}</FieldError>
          </fieldset>
        )}
        {aboutItems && (
          <label className="flex items-start gap-2 text-sm text-stone-700">
            <input type="checkbox" checked={preferCredit} onChange={(event) => setPreferCredit(event.target.checked)} className="mt-0.5 size-4 accent-primary-700" />
            {isMpesa(order.paymentMethod) ? t('report.preferCreditMpesa') : t('report.preferCredit')}
          </label>
        )}
        <div>
          <label htmlFor="problem-note" className="text-sm font-semibold text-stone-900">
            <Trans t={t} i18nKey="report.tellUsMore" components={{ muted: <span className="font-normal text-stone-500" /> }} />
          </label>
          <textarea
            id="problem-note"
            name="note"
            rows={3}
            maxLength={1000}
            value={values.note}
            onChange={(event) => setValues((v) => ({ ...v, note: event.target.value }))}
            className="mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 text-sm"
          />
          <FieldError id="note-error">{errors['note']}</FieldError>
        </div>
        <div>
          <label htmlFor="problem-photos" className="text-sm font-semibold text-stone-900">
            <Trans t={t} i18nKey="report.photos" values={{ count: MAX_PROBLEM_PHOTOS }} components={{ muted: <span className="font-normal text-stone-500" /> }} />
          </label>
          <input
            id="problem-photos"
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => setPhotos(Array.from(event.currentTarget.files ?? []).slice(0, MAX_PROBLEM_PHOTOS))}
            className="mt-1 block w-full rounded-xl border border-dashed border-stone-300 bg-white p-2 text-sm text-stone-600"
          />
          {photos.length > 0 && <p className="mt-1 text-xs text-stone-500">{photos.map((p) => p.name).join(', ')}</p>}
        </div>
      </form>
    </Modal>
  );
}
