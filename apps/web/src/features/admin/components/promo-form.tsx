import { useTranslation } from 'react-i18next';
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
import { EMPTY_PROMO_FORM, promoFieldLabels, promoFormSchema, type PromoFormValues } from '../lib/promo-form.ts';
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
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const codeRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const [shop, setShop] = useState<PickedEntity | null>(null);
  const { formRef, values, set, bind, errors, failure, submitting, onSubmit } = useCheckedForm<PromoFormValues, Record<string, string>, typeof promoFormSchema>({
    initial: EMPTY_PROMO_FORM,
    schema: promoFormSchema,
    labels: promoFieldLabels(),
    onEdit: 'recheck',
    failureOf: (error) => messageOf(error, t('promoForm.couldNotCreate')),
    async save(request) {
      const created = await createPromo(request);
      showToast(t('promoForm.created', { code: created.code }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
  });
  const percent = values.kind === 'percent';
  const bound = { code: bind('code'), value: bind('value'), maxDiscount: bind('maxDiscount'), minOrder: bind('minOrder'), totalUses: bind('totalUses'), validFrom: bind('validFrom'), validTo: bind('validTo') };

  return (
    <Modal
      open
      size="lg"
      onClose={submitting ? () => undefined : onClose}
      title={t('promos.new')}
      description={t('promoForm.description')}
      initialFocusRef={codeRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('promoForm.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('promoForm.create')}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
        <TextField ref={codeRef} label={t('promoForm.fields.code')} {...bound.code} autoCapitalize="characters" autoComplete="off" hint={t('promoForm.codeHint')} />
        <SelectField
          label={t('promoForm.discount')}
          value={values.kind}
          onChange={(v) => set('kind')(v === 'fixed' ? 'fixed' : 'percent')}
          options={[
            { value: 'percent', label: t('promoForm.percentage') },
            { value: 'fixed', label: t('promoForm.shillingsOff') },
          ]}
        />
        <TextField label={percent ? t('promoForm.amountPercent') : t('promoForm.amountKsh')} inputMode="decimal" {...bound.value} />
        <TextField label={t('promoForm.maxDiscount')} inputMode="decimal" {...bound.maxDiscount} hint={t('promoForm.noCap')} />
        <TextField label={t('promoForm.minOrder')} inputMode="decimal" {...bound.minOrder} hint={t('promoForm.minOrderHint')} />
        <TextField label={t('promoForm.fields.totalUses')} inputMode="numeric" {...bound.totalUses} hint={t('promoForm.unlimited')} />
        <TextField label={t('promoForm.fields.validFrom')} type="datetime-local" {...bound.validFrom} hint={t('promoForm.fromNow')} />
        <TextField label={t('promoForm.fields.validTo')} type="datetime-local" {...bound.validTo} hint={t('promoForm.noEnd')} />
        <div className="space-y-2 sm:col-span-2">
          <Tick label={t('promos.terms.perCustomer')} checked={values.perCustomer} onChange={set('perCustomer')} />
          <Tick label={t('promos.terms.firstOrder')} checked={values.firstOrderOnly} onChange={set('firstOrderOnly')} />
        </div>
        <div>
          <EntityPicker
            kind="promo-shop"
            noun="stores"
            label={t('promoForm.shop')}
            placeholder={t('orderFilters.shopPlaceholder')}
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
          label={t('promoForm.paidFor')}
          value={values.fundedBy}
          onChange={(v) => set('fundedBy')(v === 'shop' ? 'shop' : 'platform')}
          options={[
            { value: 'platform', label: t('promoForm.sokoniPays') },
            { value: 'shop', label: t('promoForm.shopPays') },
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
