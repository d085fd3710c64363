import { ZSubstitutionProposal } from '@sokoni/domain/contracts/substitutions';
import { formatKsh } from '@sokoni/domain/money';
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
  const products = useOwnProducts(partnerId);
  const propose = useProposeSubstitution(orderId);
  const { formRef, values, set, failure, submitting, onSubmit } = useCheckedForm<Values>({
    initial: { itemId: item._id, replacementProductId: '', quantity: String(item.quantity) },
    check: (v) => {
      if (!v.replacementProductId) return 'Choose the product to offer instead.';
      const parsed = ZSubstitutionProposal.safeParse(proposalOf(v));
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the quantity.');
    },
    failureOf: (error) => messageOf(error, 'The replacement could not be proposed. Please try again.'),
    async save(_parsed, current) {
      await propose.mutateAsync({ subOrderId, body: proposalOf(current) });
      showToast('Replacement proposed. The customer has been asked.');
      onClose();
    },
  });
  const candidates = (products.data ?? []).filter((p) => p._id !== item.productId && p.available !== false && p.inventory > 0);
  const formId = `substitute-${item._id}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={`${item.name} is unavailable`}
      description="Offer another of your products instead. The customer approves or refuses it; without an answer the item is removed."
      footer={
        <div className="flex w-full justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" form={formId} loading={submitting} disabled={candidates.length === 0}>
            Propose replacement
          </Button>
        </div>
      }
    >
      <form id={formId} ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Propose a replacement">
        <FormAlert message={failure} />
        {products.isPending ? (
          <p role="status" className="text-sm text-stone-600">
            Loading your products…
          </p>
        ) : products.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Your products could not be loaded.{' '}
            <Button variant="secondary" size="sm" onClick={() => void products.refetch()}>
              Try again
            </Button>
          </p>
        ) : candidates.length === 0 ? (
          <p className="text-sm text-stone-600">You have no other product in stock to offer.</p>
        ) : (
          <>
            <div>
              <FieldLabel htmlFor={`${formId}-product`}>Replacement</FieldLabel>
              <select
                id={`${formId}-product`}
                className={inputClasses(false)}
                value={values.replacementProductId}
                onChange={(e) => set('replacementProductId')(e.target.value)}
              >
                <option value="">Choose a product</option>
                {candidates.map((p) => (
                  <option key={p._id} value={p._id}>
                    {p.name} · {formatKsh(p.discountedPrice > 0 ? p.discountedPrice : p.price)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <FieldLabel htmlFor={`${formId}-quantity`}>Quantity</FieldLabel>
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
