import { useTranslation } from 'react-i18next';
import { ZSubstitutionProposal } from '@sokoni/domain/contracts/substitutions';
import { effectivePrice, formatKsh } from '@sokoni/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import { FieldLabel, inputClasses } from '../../../components/ui/field-parts.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useOwnProducts } from '../api/get-own-products.ts';
import { useProposeSubstitution } from '../api/substitutions.ts';

type Values = { itemId: string; replacementProductId: string; quantity: string };
const proposalOf = (v: Values) => ({ itemId: v.itemId, replacementProductId: v.replacementProductId, quantity: Number(v.quantity) });

/** 'Unavailable': the store proposes another of its products for one item; the customer decides. */
export function SubstituteDialog({
  partnerId,
  orderId,
  subOrderId,
  item,
  onClose,
}: {
  partnerId: string;
  orderId: string;
  subOrderId: string;
  item: { _id: string; name: string; productId: string | null; quantity: number };
  onClose: () => void;
}) {
  const { t } = useTranslation('partner');
  const products = useOwnProducts(partnerId);
  const propose = useProposeSubstitution(orderId);
  const { formRef, values, set, failure, submitting, onSubmit } = useCheckedForm<Values>({
    initial: { itemId: item._id, replacementProductId: '', quantity: String(item.quantity) },
    check: (v) => {
      if (!v.replacementProductId) return t('substitute.chooseFirst');
      const parsed = ZSubstitutionProposal.safeParse(proposalOf(v));
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? t('substitute.checkQuantity'));
    },
    failureOf: (error) => messageOf(error, t('substitute.failed')),
    async save(_parsed, current) {
      await propose.mutateAsync({ subOrderId, body: proposalOf(current) });
      showToast(t('substitute.proposed'));
      onClose();
    },
  });
  const candidates = (products.data ?? []).filter((p) => p._id !== item.productId && p.available !== false && p.inventory > 0);
  const formId = `substitute-${item._id}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('substitute.title', { name: item.name })}
      description={t('substitute.description')}
      footer={
        <div className="flex w-full justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('substitute.back')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} disabled={candidates.length === 0}>
            {t('substitute.propose')}
          </Button>
        </div>
      }
    >
      <form id={formId} ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('substitute.formLabel')}>
        <FormAlert message={failure} />
        {products.isPending ? (
          <p role="status" className="text-sm text-stone-600">
            {t('substitute.loading')}
          </p>
        ) : products.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('substitute.loadFailed')}{' '}
            <Button variant="secondary" size="sm" onClick={() => void products.refetch()}>
              {t('substitute.tryAgain')}
            </Button>
          </p>
        ) : candidates.length === 0 ? (
          <p className="text-sm text-stone-600">{t('substitute.noCandidates')}</p>
        ) : (
          <>
            <div>
              <FieldLabel htmlFor={`${formId}-product`}>{t('substitute.replacement')}</FieldLabel>
              <select
                id={`${formId}-product`}
                className={inputClasses(false)}
                value={values.replacementProductId}
                onChange={(e) => set('replacementProductId')(e.target.value)}
              >
                <option value="">{t('substitute.choose')}</option>
                {candidates.map((p) => (
                  <option key={p._id} value={p._id}>
                    {p.name} · {formatKsh(effectivePrice(p))}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <FieldLabel htmlFor={`${formId}-quantity`}>{t('substitute.quantity')}</FieldLabel>
              <input
                id={`${formId}-quantity`}
                type="number"
                min={1}
                max={99}
                inputMode="numeric"
                className={inputClasses(false)}
                value={values.quantity}
                onChange={(e) => set('quantity')(e.target.value)}
              />
            </div>
          </>
        )}
      </form>
    </Modal>
  );
}
