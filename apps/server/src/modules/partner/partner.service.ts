import { slugify } from '@sokoni/domain/slug';
import type { ZPartnerSignupFields, ZPartnerUpdate } from '@sokoni/domain/contracts/partner';
import type { z } from 'zod';
import type { Language } from '@sokoni/domain/contracts/language';
import { newId } from '../../db/ids.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { rethrowUnique } from '../../lib/unique-violation.ts';
import type { Uploads } from '../../providers/storage/uploads.ts';
import type { Passwords } from '../../lib/password.ts';
import { assertPasswordNotCommon } from '../../lib/common-passwords.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { EmailOffer } from '../../lib/email-offer.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { PartnerRepository } from './partner.repository.ts';
import type { StoreRatingsRepository } from './store-ratings.repository.ts';
import { toPartnerDto, toPublicPartnerDto } from './partner.dto.ts';
import { resolveLocation } from '../geo/location-resolver.ts';
import { isStoreVisible } from '@sokoni/domain/store-visibility';

const PARTNER_UNIQUE_MESSAGES = {
  partners_business_name_lower_idx: 'A store with that businessName already exists.',
  partners_email_idx: 'A store with that email already exists.',
  partners_contact_idx: 'A store with that contactNumber already exists.',
  partners_slug_idx: 'A store with a very similar businessName already exists.',
};

interface Files {
  profileImage?: Buffer;
  businessPermit?: Buffer;
}

export function createPartnerService(deps: {
  partners: PartnerRepository;
  ratings: StoreRatingsRepository;
  tokens: TokenService;
  uploads: Uploads;
  adminEmails: string[];
  verification: EmailOffer;
  passwords: Passwords;
}) {
  async function uniqueSlug(name: string, exceptId?: string): Promise<string> {
    const base = slugify(name) || 'store';
    for (let n = 1; n < 50; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      const owner = await deps.partners.findBySlug(candidate);
      if (!owner || owner.id === exceptId) return candidate;
    }
    return `${base}-${newId().slice(-6)}`;
  }

  async function saveFiles(files: Files) {
    return {
      profileImage: files.profileImage ? await deps.uploads.saveImage('profileImage', 'partners', files.profileImage) : null,
      businessPermit: files.businessPermit
        ? await deps.uploads.saveDocument('businessPermit', 'permits', files.businessPermit)
        : null,
    };
  }

  const ratingsOf = async (id: string) => (await deps.ratings.entriesOf([id])).get(id) ?? [];

  return {
    /**
     * Any role sent by the client is ignored: admin needs the address proven first (see refreshAdminRole).
     * `language`: what the request was in (signupLanguage), so the first e-mail is too.
     */
    async signup(input: z.output<typeof ZPartnerSignupFields>, files: Files, language: Language | null = null) {
      assertPasswordNotCommon(input.password);
      // Placed before any file is stored, so a location that cannot be placed leaves nothing behind.
      const location = resolveLocation(input.location, { label: 'location', town: input.town });
      const [passwordHash, stored, slug] = await Promise.all([
        deps.passwords.hash(input.password),
        saveFiles(files),
        uniqueSlug(input.businessName),
      ]);
      const row = await deps.partners
        .insert({
          id: newId(),
          businessName: input.businessName,
          businessType: input.businessType,
          contactNumber: input.contactNumber,
          email: input.email,
          idNumber: input.idNumber,
          town: input.town,
          location,
          passwordHash,
          slug,
          role: 'partner',
          language,
          ...stored,
        })
        .catch(async (e) => {
          await Promise.all([stored.profileImage, stored.businessPermit].filter(Boolean).map((p) => deps.uploads.remove(p!)));
          return rethrowUnique(e, PARTNER_UNIQUE_MESSAGES);
        });
      deps.verification.offer('partner', row.id, row.email);
      const token = await deps.tokens.sign({ sub: row.id, kind: 'partner', ver: row.tokenVersion });
      return { token, partner: toPartnerDto(row), message: 'Sign up Successful, Welcome!' };
    },

    async getOwn(partnerId: string) {
      const row = await deps.partners.findById(partnerId);
      if (!row) throw notFound('Store not found.');
      return toPartnerDto(row, await ratingsOf(row.id));
    },

    /** Public view for everyone; the owner and the admin get the full record. */
    async getById(id: string, viewer: Account | null) {
      const row = await deps.partners.findById(id);
      if (!row || (!isStoreVisible(row) && !viewer?.isAdmin && viewer?.id !== id)) throw notFound('Store not found.');
      const privileged = viewer?.isAdmin || (viewer?.kind === 'partner' && viewer.id === id);
      const reviews = await ratingsOf(row.id);
      return privileged ? toPartnerDto(row, reviews) : toPublicPartnerDto(row, reviews);
    },

    async update(id: string, actor: Account, patch: z.output<typeof ZPartnerUpdate>) {
      if (actor.kind !== 'partner' || (actor.id !== id && !actor.isAdmin)) {
        throw forbidden('You can only edit your own store.');
      }
      const current = await deps.partners.findById(id);
      if (!current) throw notFound('Store not found.');
      // Permit and image change only through their upload calls, which store the file themselves;
      // a path sent here (the client echoes the current one back) could point at someone else's file.
      delete patch.businessPermit;
      delete patch.profileImage;
      if (patch.location !== undefined) patch.location = resolveLocation(patch.location, { label: 'location', town: patch.town ?? current.town });
      const slug =
        patch.businessName && patch.businessName !== current.businessName
          ? await uniqueSlug(patch.businessName, id)
          : undefined;
      let row = await deps.partners
        .update(id, { ...patch, ...(slug ? { slug } : {}) })
        .catch((e) => rethrowUnique(e, PARTNER_UNIQUE_MESSAGES));
      if (row && row.email !== current.email) {
        // A new address is unproven: admin rights wait until its link is opened.
        row = await deps.partners.refreshAdminRole(id, deps.adminEmails);
        deps.verification.offer('partner', id, row!.email);
      }
      return toPartnerDto(row!, await ratingsOf(id));
    },

    async uploadProfileImage(id: string, bytes: Buffer) {
      const path = await deps.uploads.saveImage('profileImage', 'partners', bytes);
      const before = await deps.partners.findById(id);
      await deps.partners.update(id, { profileImage: path });
      if (before?.profileImage) await deps.uploads.remove(before.profileImage);
      return { profileImage: path };
    },

    async uploadBusinessPermit(id: string, bytes: Buffer) {
      const path = await deps.uploads.saveDocument('businessPermit', 'permits', bytes);
      const before = await deps.partners.findById(id);
      await deps.partners.update(id, { businessPermit: path });
      if (before?.businessPermit) await deps.uploads.remove(before.businessPermit);
      return { businessPermit: path };
    },

    async resolveSlug(slug: string) {
      const row = await deps.partners.findBySlug(slug.toLowerCase());
      if (!row || !isStoreVisible(row)) throw notFound('Store not found.');
      return { _id: row.id, slug: row.slug };
    },
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;
