import { useState } from 'react';
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
import { EMPTY_PRODUCT, PRODUCT_LABELS, valuesOf, type ProductFormValues } from './product-form-values.ts';
import { ProductImagesField } from './product-images-field.tsx';

export type SaveProduct = (submission: ProductSubmission, onProgress: (fraction: number) => void) => Promise<unknown>;

/** The image tile a primaryImage value points at ('existing:{path}' or 'file:{name}'). */
function tileKeyOf(value: string | null, files: readonly File[]): string | null {
  if (value === null) return null;
  const index = parseNewImageRef(value);
  return index === null ? `existing:${value}` : `file:${files[index]?.name ?? ''}`;
}

/** Create or edit a product: the spec's fields and rules, images with a main one, progress while saving. */
export function ProductForm({ shopId, product, save, onCancel }: { shopId: string; product?: TProduct; save: SaveProduct; onCancel: () => void }) {
  const [kept, setKept] = useState<string[]>(() => product?.images ?? []);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [primary, setPrimary] = useState<PrimaryChoice>(() => (product?.primaryImage ? { kind: 'existing', path: product.primaryImage } : null));
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // Shown as chosen: the explicit choice while it exists, else the image the product would use.
  const primaryValue = primaryImageValue(primary, kept, files);

  const { formRef, bind, failure, onSubmit } = useCheckedForm({
    initial: (): ProductFormValues => (product ? valuesOf(product) : EMPTY_PRODUCT),
    schema: ZProductForm,
    labels: PRODUCT_LABELS,
    // A corrected field loses its error at once; the others keep theirs until the next save.
    onEdit: 'clear',
    failureOf: (error) => messageOf(error, 'The product could not be saved. Please try again.'),
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
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label={product ? `Edit ${product.name}` : 'New product'}>
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={PRODUCT_LABELS.name} autoComplete="off" containerClassName="sm:col-span-2" {...bind('name')} />
        <TextField label="Price (Ksh)" type="number" inputMode="decimal" step="0.01" min="0" {...bind('price')} />
        <TextField
          label="Discounted price (Ksh)"
          optional
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint="Leave empty for no discount; it must be lower than the price."
          {...bind('discountedPrice')}
        />
        <TextField label={PRODUCT_LABELS.brand} autoComplete="off" {...bind('brand')} />
        <TextField label={PRODUCT_LABELS.category} list="product-categories" autoComplete="off" placeholder="e.g. Food" {...bind('category')} />
        <datalist id="product-categories">
          {PRODUCT_CATEGORY_SUGGESTIONS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <TextField label={PRODUCT_LABELS.subCategory} optional autoComplete="off" {...bind('subCategory')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={PRODUCT_LABELS.quantity} type="number" inputMode="decimal" step="0.01" min="0" {...bind('quantity')} />
          <SelectField label={PRODUCT_LABELS.unit} {...bind('unit')}>
            {PRODUCT_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label="Stock (items available)" type="number" inputMode="numeric" step="1" min="0" {...bind('inventory')} />
        <TextField
          label={PRODUCT_LABELS.maxPerOrder}
          optional
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          max={MAX_LINE_QUANTITY}
          hint="The most one customer may buy in one order; leave empty for no limit."
          {...bind('maxPerOrder')}
        />
        <TextAreaField label={PRODUCT_LABELS.description} rows={4} className="sm:col-span-2" {...bind('description')} />
        <TextField
          label={PRODUCT_LABELS.tags}
          optional
          autoComplete="off"
          placeholder="pizza, spicy, family size"
          hint="Separate tags with commas."
          containerClassName="sm:col-span-2"
          {...bind('tags')}
        />
      </div>
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
      {saving && <ProgressBar value={progress} label={files.length ? 'Uploading images…' : 'Saving…'} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {product ? 'Save changes' : 'Add product'}
        </Button>
      </div>
    </form>
  );
}
