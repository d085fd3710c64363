import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { createPromo } from '../api/create-promo.ts';
import { getPartners } from '../api/get-partners.ts';
import { adminKeys } from '../api/query-keys.ts';
import { EMPTY_PROMO_FORM, PROMO_FIELD_LABELS, promoFormSchema, type PromoFormValues } from '../lib/promo-form.ts';
import { EntityPicker, type PickedEntity } from './entity-picker.tsx';

const searchShops = async (q: string) =>
  (await getPartners({ q, status: 'all', limit: 8 })).items.map((p) => ({ id: p._id, label: p.businessName, hint: `${p.businessType} · ${p.town}` }));

function SelectField({ label, value, onChange, options }: { label: string; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses(false)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Tick({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-stone-800">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-primary-700" />
      {label}
    </label>
  );
}

/** 'New promo code': the terms of a code, checked with the server's own contract before it is sent. */
export function PromoForm({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const codeRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const [shop, setShop] = useState<PickedEntity | null>(null);
  const { formRef, values, set, bind, errors, failure, submitting, onSubmit } = useCheckedForm<PromoFormValues, Record<string, string>, typeof promoFormSchema>({
    initial: EMPTY_PROMO_FORM,
    schema: promoFormSchema,
    labels: PROMO_FIELD_LABELS,
    onEdit: 'recheck',
    failureOf: (error) => messageOf(error, 'The promo code could not be created. Please try again.'),
    async save(request) {
      const created = await createPromo(request);
      showToast(`Promo code ${created.code} created.`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
  });
  const percent = values.kind === 'percent';

  return (
    <Modal
      open
      size="lg"
      onClose={submitting ? () => undefined : onClose}
      title="New promo code"
      description="Customers type the code at checkout. Times are Nairobi time."
      initialFocusRef={codeRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            Create code
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
        <TextField ref={codeRef} label="Code" {...bind('code')} autoCapitalize="characters" autoComplete="off" hint="3 to 30 letters, digits, - or _; any case works at checkout." />
        <SelectField
          label="Discount"
          value={values.kind}
          onChange={(v) => set('kind')(v === 'fixed' ? 'fixed' : 'percent')}
          options={[
            { value: 'percent', label: 'Percentage of the items' },
            { value: 'fixed', label: 'Shillings off' },
          ]}
        />
        <TextField label={percent ? 'Amount (%)' : 'Amount (Ksh)'} inputMode="decimal" {...bind('value')} />
        <TextField label="Maximum discount (Ksh)" inputMode="decimal" {...bind('maxDiscount')} hint="Blank: no cap." />
        <TextField label="Minimum order (Ksh)" inputMode="decimal" {...bind('minOrder')} hint="Of the items the code applies to. Blank: any." />
        <TextField label="Total uses" inputMode="numeric" {...bind('totalUses')} hint="Blank: unlimited." />
        <TextField label="Valid from" type="datetime-local" {...bind('validFrom')} hint="Nairobi time. Blank: from now." />
        <TextField label="Valid to" type="datetime-local" {...bind('validTo')} hint="Nairobi time. Blank: no end." />
        <div className="space-y-2 sm:col-span-2">
          <Tick label="One use per customer" checked={values.perCustomer} onChange={set('perCustomer')} />
          <Tick label="First order only" checked={values.firstOrderOnly} onChange={set('firstOrderOnly')} />
        </div>
        <div>
          <EntityPicker
            kind="promo-shop"
            label="Shop (blank: every shop)"
            placeholder="Store name"
            value={shop}
            onChange={(picked) => {
              setShop(picked);
              set('partnerId')(picked?.id ?? '');
            }}
            search={searchShops}
          />
          {errors['partnerId'] && <p className="mt-1 text-sm text-red-700">{errors['partnerId']}</p>}
        </div>
        <SelectField
          label="Paid for by"
          value={values.fundedBy}
          onChange={(v) => set('fundedBy')(v === 'shop' ? 'shop' : 'platform')}
          options={[
            { value: 'platform', label: 'Sokoni (promotion expense)' },
            { value: 'shop', label: "The shop (from its earnings)" },
          ]}
        />
        {failure && (
          <div className="sm:col-span-2">
            <Alert tone="error">{failure}</Alert>
          </div>
        )}
      </form>
    </Modal>
  );
}
