import { MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_LIMIT_MESSAGE, parseNewImageRef } from '@sokoni/domain/contracts/product';
import { badRequest } from '../../lib/errors.ts';

interface ImagePlan {
  images: string[];
  /** Stored files the product no longer uses, to delete once the change is saved. */
  removed: string[];
  primaryImage: string | null;
}

/** Clients may send an image back as a full URL; the product stores its path. */
function pathOf(value: string): string {
  if (!/^https?:\/\//i.test(value)) return value;
  try {
    return decodeURI(new URL(value).pathname);
  } catch {
    return value;
  }
}

/**
 * Works out a product's images after an edit: the kept ones in their order, then the new ones.
 * Only paths the product already has can be deleted, so a client can never make us delete
 * somebody else's file; the primary image is always one of the resulting images.
 */
export function planImages(input: {
  current: string[];
  currentPrimary: string | null;
  deleted: string[];
  added: string[];
  primary?: string;
}): ImagePlan {
  const deleted = new Set(input.deleted.map(pathOf).filter((p) => input.current.includes(p)));
  const kept = input.current.filter((p) => !deleted.has(p));
  if (kept.length + input.added.length > MAX_PRODUCT_IMAGES) throw badRequest(PRODUCT_IMAGE_LIMIT_MESSAGE);
  const images = [...kept, ...input.added];
  return { images, removed: [...deleted], primaryImage: resolvePrimary(input, images, deleted) };
}

function resolvePrimary(input: { currentPrimary: string | null; added: string[]; primary?: string }, images: string[], deleted: Set<string>): string | null {
  if (input.primary) {
    const newIndex = parseNewImageRef(input.primary);
    if (newIndex !== null) {
      const path = input.added[newIndex];
      if (path === undefined) throw badRequest(`primaryImage ${input.primary} does not match an uploaded image.`);
      return path;
    }
    const path = pathOf(input.primary);
    if (deleted.has(path)) throw badRequest('primaryImage cannot be an image that is being deleted.');
    if (!images.includes(path)) throw badRequest("primaryImage must be one of the product's images.");
    return path;
  }
  if (input.currentPrimary && images.includes(input.currentPrimary)) return input.currentPrimary;
  return images[0] ?? null;
}
