import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { MAX_LINE_QUANTITY } from '@sokoni/domain/contracts/orders';
import { PRODUCT_CATEGORY_SUGGESTIONS, PRODUCT_UNITS, ZProductForm, parseNewImageRef } from '@sokoni/domain/contracts/product';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import type { ProductSubmission } from '../api/product-form-data.ts';
import { addPickedImages, primaryImageValue, type PrimaryChoice } from '../lib/product-images.ts';
import { ProgressBar, SelectField, TextAreaField } from './fields.tsx';
import { EMPTY_PRODUCT, productLabels, valuesOf, type ProductFormValues } from './product-form-values.ts';
import { ProductImagesField } from './product-images-field.tsx';
import { unitName } from '../lib/unit-words.ts';
import { draftsOf, optionsField, type GroupDraft } from '../lib/option-drafts.ts';
import { OptionGroupsEditor } from './option-groups-editor.tsx';

export type SaveProduct = (submission: ProductSubmission, onProgress: (fraction: number) => void) => Promise<unknown>;

/** The image tile a primaryImage value points at ('existing:{path}' or 'file:{name}'). */
function tileKeyOf(value: string | null, files: readonly File[]): string | null {
  if (value === null) return null;
  const index = parseNewImageRef(value);
  return index === null ? `existing:${value}` : `file:${files[index]?.name ?? ''}`;
}

/** Create or edit a product: the spec's fields and rules, images with a main one, progress while saving. */
export function ProductForm({
  shopId,
  product,
  save,
  onCancel,
  shopProducts,
}: {
  shopId: string;
  product?: TProduct;
  save: SaveProduct;
  onCancel: () => void;
  /** The shop's products, whose option groups can be copied into this one. */
  shopProducts?: readonly TProduct[];
}) {
  const { t } = useTranslation('partner');
  const labels = productLabels();
  const [kept, setKept] = useState<string[]>(() => product?.images ?? []);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [primary, setPrimary] = useState<PrimaryChoice>(() => (product?.primaryImage ? { kind: 'existing', path: product.primaryImage } : null));
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [groups, setGroups] = useState<GroupDraft[]>(() => draftsOf(product?.options));
  const copyable = (shopProducts ?? []).filter((p) => p._id !== product?._id && (p.options?.length ?? 0) > 0);

  // Shown as chosen: the explicit choice while it exists, else the image the product would use.
  const primaryValue = primaryImageValue(primary, kept, files);

  const { formRef, bind, change, errors, failure, onSubmit } = useCheckedForm({
    initial: (): ProductFormValues => (product ? valuesOf(product) : EMPTY_PRODUCT),
    schema: ZProductForm,
    labels,
    // A corrected field loses its error at once; the others keep theirs until the next save.
    onEdit: 'clear',
    failureOf: (error) => messageOf(error, t('productForm.failed')),
    async save(_parsed, values) {
      setProgress(0);
      try {
        await save(
          {
            // An empty discount is sent as 0 so an edit can remove a discount.
            fields: { ...values, discountedPrice: values.discountedPrice.trim() || '0' },
            shopId,
            images: files,
            primaryImage: primaryValue,
            deletedImages: deleted,
          },
          setProgress,
        );
      } finally {
        setProgress(null);
      }
    },
  });

  // Each field's props, bound before the markup: field names are not words on screen.
  const field = {
    name: bind('name'),
    price: bind('price'),
    discountedPrice: bind('discountedPrice'),
    brand: bind('brand'),
    category: bind('category'),
    subCategory: bind('subCategory'),
    quantity: bind('quantity'),
    unit: bind('unit'),
    inventory: bind('inventory'),
    maxPerOrder: bind('maxPerOrder'),
    description: bind('description'),
    tags: bind('tags'),
  };
  const pick = (picked: File[]) => {
    const outcome = addPickedImages(files, kept.length, picked);
    setImageMessage(outcome.message);
    setFiles(outcome.files);
  };

  const removeKept = (path: string) => {
    setKept((list) => list.filter((p) => p !== path));
    setDeleted((list) => [...list, path]);
    setImageMessage(null);
  };

  const removeFile = (file: File) => {
    setFiles((list) => list.filter((f) => f !== file));
    setImageMessage(null);
  };

  const saving = progress !== null;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label={product ? t('productForm.editLabel', { name: product.name }) : t('productForm.newLabel')}>
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.name} autoComplete="off" containerClassName="sm:col-span-2" {...field.name} />
        <TextField label={t('productForm.priceKsh')} type="number" inputMode="decimal" step="0.01" min="0" {...field.price} />
        <TextField
          label={t('productForm.discountedPriceKsh')}
          optional
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint={t('productForm.discountHint')}
          {...field.discountedPrice}
        />
        <TextField label={labels.brand} autoComplete="off" {...field.brand} />
        <TextField label={labels.category} list="product-categories" autoComplete="off" placeholder={t('productForm.categoryPlaceholder')} {...field.category} />
        <datalist id="product-categories">
          {PRODUCT_CATEGORY_SUGGESTIONS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <TextField label={labels.subCategory} optional autoComplete="off" {...field.subCategory} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={labels.quantity} type="number" inputMode="decimal" step="0.01" min="0" {...field.quantity} />
          <SelectField label={labels.unit} {...field.unit}>
            {PRODUCT_UNITS.map((u) => (
              <option key={u} value={u}>
                {unitName(u)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label={t('productForm.stockLabel')} type="number" inputMode="numeric" step="1" min="0" {...field.inventory} />
        <TextField
          label={labels.maxPerOrder}
          optional
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          max={MAX_LINE_QUANTITY}
          hint={t('productForm.maxPerOrderHint')}
          {...field.maxPerOrder}
        />
        <TextAreaField label={labels.description} rows={4} className="sm:col-span-2" {...field.description} />
        <TextField
          label={labels.tags}
          optional
          autoComplete="off"
          placeholder={t('productForm.tagsPlaceholder')}
          hint={t('productForm.tagsHint')}
          containerClassName="sm:col-span-2"
          {...field.tags}
        />
      </div>
      <OptionGroupsEditor
        groups={groups}
        otherProducts={copyable}
        error={errors.options}
        onChange={(next) => {
          setGroups(next);
          change({ options: optionsField(next) });
        }}
      />
      <ProductImagesField
        kept={kept}
        files={files}
        primary={tileKeyOf(primaryValue, files)}
        message={imageMessage}
        onPick={pick}
        onRemoveKept={removeKept}
        onRemoveFile={removeFile}
        onPrimaryChange={setPrimary}
      />
      {saving && <ProgressBar value={progress} label={files.length ? t('productForm.uploadingImages') : t('productForm.saving')} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('productForm.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {product ? t('productForm.save') : t('productForm.add')}
        </Button>
      </div>
    </form>
  );
}
