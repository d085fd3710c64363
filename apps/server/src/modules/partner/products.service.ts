import { centsFromShillings } from '@sokoni/domain/money';
import type { TProductAvailability } from '@sokoni/domain/contracts/product';
import { endOfKenyaDay } from '@sokoni/domain/opening-hours';
import { discountError, newImageRef, type TProductEdit, type TProductForm, type TProductImageChanges } from '@sokoni/domain/contracts/product';
import { storedOptions } from '@sokoni/domain/product-options';
import { newId } from '../../db/ids.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { Uploads } from '../../providers/storage/uploads.ts';
import { planImages } from './product-images.ts';
import { toOwnProductDto } from './products.dto.ts';
import type { NewProductRow, ProductRepository, ProductRow } from './products.repository.ts';

const NOT_YOUR_PRODUCT = 'You can only manage the products of your own store.';

/** The form's prices (shillings, as the store types them) as the cents a product keeps; absent ones stay absent. */
function centsOfPrices(input: { price?: number | undefined; discountedPrice?: number | undefined }): { priceCents?: number; discountedPriceCents?: number } {
  return {
    ...(input.price === undefined ? {} : { priceCents: centsFromShillings(input.price) }),
    ...(input.discountedPrice === undefined ? {} : { discountedPriceCents: centsFromShillings(input.discountedPrice) }),
  };
}

export function createProductService(deps: { products: ProductRepository; uploads: Uploads }) {
  const removeFiles = (paths: string[]) => Promise.all(paths.map((p) => deps.uploads.remove(p)));

  /**
   * Stores the uploaded images (checked by content and re-encoded), runs the database work with
   * their paths, and deletes them again when anything fails, so no orphan files are left.
   */
  async function withStoredImages<T>(files: Buffer[], work: (paths: string[]) => Promise<T>): Promise<T> {
    const paths: string[] = [];
    try {
      for (const bytes of files) paths.push(await deps.uploads.saveImage('images', 'products', bytes));
      return await work(paths);
    } catch (error) {
      await removeFiles(paths);
      throw error;
    }
  }

  /** The shop named by the client may only be one the caller already acts for; it never moves a product. */
  function checkShopId(actor: Account, shopId: string | undefined, ownerId: string) {
    if (shopId !== undefined && shopId !== ownerId && shopId !== actor.id) throw forbidden(NOT_YOUR_PRODUCT);
  }

  function checkOwner(actor: Account, product: ProductRow) {
    if (actor.kind !== 'partner' || (product.partnerId !== actor.id && !actor.isAdmin)) throw forbidden(NOT_YOUR_PRODUCT);
  }

  function checkDiscount(current: ProductRow, edit: TProductEdit) {
    const money = centsOfPrices(edit);
    const error = discountError(money.priceCents ?? current.priceCents, money.discountedPriceCents ?? current.discountedPriceCents);
    if (error) throw badRequest(error);
  }

  async function dtoOf(id: string) {
    const found = await deps.products.findWithShop(id);
    if (!found) throw notFound('Product not found.');
    return toOwnProductDto(found);
  }

  async function loadOwned(actor: Account, id: string): Promise<ProductRow> {
    const product = await deps.products.findById(id);
    if (!product) throw notFound('Product not found.');
    checkOwner(actor, product);
    return product;
  }

  const placeholders = (files: Buffer[]) => files.map((_, i) => newImageRef(i));

  return {
    /** Sold out or back on sale; the stock count stays as it is. A past `until` is refused. */
    async setAvailability(actor: Account, id: string, request: TProductAvailability, now = new Date()) {
      await loadOwned(actor, id);
      const until = request.until === 'endOfDay' ? endOfKenyaDay(now) : request.until ? new Date(request.until) : null;
      if (!request.available && until && until <= now) throw badRequest('until must be a time in the future.');
      await deps.products.update(id, request.available ? { soldOut: false, soldOutUntil: null } : { soldOut: true, soldOutUntil: until });
      return dtoOf(id);
    },

    /** The product always belongs to the caller's own store, whatever shopId says. */
    async create(actor: Account, form: TProductForm, changes: TProductImageChanges, files: Buffer[]) {
      if (actor.kind !== 'partner') throw forbidden(NOT_YOUR_PRODUCT);
      checkShopId(actor, changes.shopId, actor.id);
      const imageInput = { current: [], currentPrimary: null, deleted: [], primary: changes.primaryImage };
      // Refuse a bad image choice before any file is stored.
      planImages({ ...imageInput, added: placeholders(files) });
      const created = await withStoredImages(files, async (paths) => {
        const plan = planImages({ ...imageInput, added: paths });
        const { price, discountedPrice, options, ...rest } = form;
        return deps.products.insert({
          id: newId(),
          partnerId: actor.id,
          ...rest,
          options: storedOptions(options, newId),
          priceCents: centsFromShillings(price),
          discountedPriceCents: centsFromShillings(discountedPrice ?? 0),
          images: plan.images,
          primaryImage: plan.primaryImage,
        });
      });
      return dtoOf(created.id);
    },

    async update(actor: Account, id: string, edit: TProductEdit, changes: TProductImageChanges, files: Buffer[]) {
      const before = await loadOwned(actor, id);
      checkShopId(actor, changes.shopId, before.partnerId);
      checkDiscount(before, edit);
      const imageInput = { deleted: changes.deletedImages, primary: changes.primaryImage };
      planImages({ ...imageInput, current: before.images, currentPrimary: before.primaryImage, added: placeholders(files) });

      const { price, discountedPrice, options, ...fields } = edit;
      const patch = {
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
        ...centsOfPrices({ price, discountedPrice }),
        ...(options === undefined ? {} : { options: storedOptions(options, newId) }),
      } as Partial<NewProductRow>;
      const plan = await withStoredImages(files, (paths) =>
        // Re-checked on the locked row: a concurrent edit may have added or removed images.
        deps.products.transaction(async (repo) => {
          const current = await repo.findByIdForUpdate(id);
          if (!current) throw notFound('Product not found.');
          checkDiscount(current, edit);
          const next = planImages({ ...imageInput, current: current.images, currentPrimary: current.primaryImage, added: paths });
          await repo.update(id, { ...patch, images: next.images, primaryImage: next.primaryImage });
          return next;
        }),
      );
      await removeFiles(plan.removed);
      return dtoOf(id);
    },

    /** Past orders keep their copied names and prices; the images are deleted from storage. */
    async remove(actor: Account, id: string) {
      const product = await loadOwned(actor, id);
      const deleted = await deps.products.transaction((repo) => repo.delete(id));
      if (!deleted) throw notFound('Product not found.');
      await removeFiles(product.images);
      return { message: 'Product deleted successfully.' };
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
