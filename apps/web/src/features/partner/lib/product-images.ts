import { MAX_PRODUCT_IMAGES, newImageRef } from '@sokoni/domain/contracts/product';
import { i18n } from '../../../i18n/i18n.ts';

export interface PickOutcome {
  files: File[];
  /** The spec's alert when the selection was refused; null when it was taken. */
  message: string | null;
}

/**
 * Adds newly picked files to those already chosen. Files whose name is already chosen are
 * skipped; a selection of only such files, or one that would take the product past five
 * images (kept ones included), is refused as a whole with the spec's sentence (in the screen's language).
 */
export function addPickedImages(current: readonly File[], keptExisting: number, picked: readonly File[]): PickOutcome {
  const names = new Set(current.map((f) => f.name));
  const fresh: File[] = [];
  for (const file of picked) {
    if (names.has(file.name)) continue;
    names.add(file.name);
    fresh.push(file);
  }
  if (picked.length > 0 && fresh.length === 0) return { files: [...current], message: i18n.t('productImages.alreadyAdded', { ns: 'partner' }) };
  if (keptExisting + current.length + fresh.length > MAX_PRODUCT_IMAGES) return { files: [...current], message: i18n.t('productImages.tooMany', { ns: 'partner', max: MAX_PRODUCT_IMAGES }) };
  return { files: [...current, ...fresh], message: null };
}

/** Which image is shown first: a stored one by path, or a new file by name (names are unique in the form). */
export type PrimaryChoice = { kind: 'existing'; path: string } | { kind: 'new'; name: string } | null;

/**
 * The primaryImage form value: the stored path, or new:{index} of the file in the order the
 * files are sent. A choice that no longer exists (removed image) falls back to the first image.
 */
export function primaryImageValue(choice: PrimaryChoice, kept: readonly string[], files: readonly File[]): string | null {
  if (choice?.kind === 'existing' && kept.includes(choice.path)) return choice.path;
  if (choice?.kind === 'new') {
    const index = files.findIndex((f) => f.name === choice.name);
    if (index >= 0) return newImageRef(index);
  }
  if (kept[0]) return kept[0];
  return files.length ? newImageRef(0) : null;
}
