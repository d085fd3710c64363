import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPartner, ZPartnerAuthResponse, ZPartnerSignupFields, ZPartnerUpdate } from '@sokoni/domain/contracts/partner';
import { zObjectId } from '@sokoni/domain/contracts/common';
import { z } from 'zod';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { fileOf, readForm } from '../../lib/multipart.ts';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import { signupLanguage } from '../../i18n/request-language.ts';
import type { PartnerService } from './partner.service.ts';
import type { AccountLimits } from '../../plugins/rate-limit/account-limits.ts';

const IdParams = z.object({ id: zObjectId('id') });

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid form.');
  return parsed.data;
}

/** A partner acts on its own id only; the admin may act on any. */
function ownerOrAdmin(request: { account: { id: string; kind: string; isAdmin: boolean } | null }, partnerId: string) {
  const account = request.account;
  if (!account || account.kind !== 'partner' || (account.id !== partnerId && !account.isAdmin)) {
    throw forbidden('You can only change your own store.');
  }
}

export function partnerRoutes(deps: { auth: Authenticator; partners: PartnerService; limits: AccountLimits }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/signup',
      { config: { changesCatalogue: true }, preHandler: deps.limits.signup, schema: { tags: ['partner'], summary: 'Store sign-up (multipart; role is ignored)', consumes: ['multipart/form-data'], response: { 201: ZPartnerAuthResponse } } },
      async (request, reply) => {
        const form = await readForm(request, ['profileImage', 'businessPermit'], 2);
        const input = parseFields(ZPartnerSignupFields, form.fields);
        const result = await deps.partners.signup(input, {
          profileImage: fileOf(form, 'profileImage')?.buffer,
          businessPermit: fileOf(form, 'businessPermit')?.buffer,
        }, signupLanguage(request));
        return reply.status(201).send(result);
      },
    );

    r.get(
      '/api/partner',
      { preHandler: deps.auth.require('partner'), schema: { tags: ['partner'], summary: 'The logged-in store', response: { 200: ZPartner } } },
      async (request) => deps.partners.getOwn(accountOf(request).id),
    );

    r.get(
      '/api/partners/slug/:slug',
      { schema: { tags: ['partner'], summary: 'Resolve a store slug to its id', params: z.object({ slug: z.string().min(1).max(80) }) } },
      async (request) => deps.partners.resolveSlug(request.params.slug),
    );

    r.get(
      '/api/partners/:id',
      { preHandler: deps.auth.optional, schema: { tags: ['partner'], summary: 'One store (full record for its owner and the admin)', params: IdParams } },
      async (request) => deps.partners.getById(request.params.id, request.account),
    );

    r.put(
      '/api/partners/:id',
      { config: { changesCatalogue: true }, preHandler: deps.auth.require('partner'), schema: { tags: ['partner'], summary: 'Edit a store (owner only)', params: IdParams, body: ZPartnerUpdate, response: { 200: ZPartner } } },
      async (request) => deps.partners.update(request.params.id, accountOf(request), request.body),
    );

    r.post(
      '/api/upload-profile-image',
      { config: { changesCatalogue: true }, preHandler: deps.auth.require('partner'), schema: { tags: ['partner'], summary: 'Replace the store image (multipart profileImage)', consumes: ['multipart/form-data'] } },
      async (request) => {
        const form = await readForm(request, ['profileImage'], 1);
        const partnerId = form.fields['partnerId'] || accountOf(request).id;
        ownerOrAdmin(request, partnerId);
        const file = fileOf(form, 'profileImage');
        if (!file) throw badRequest('profileImage is required');
        return deps.partners.uploadProfileImage(partnerId, file.buffer);
      },
    );

    r.post(
      '/api/upload-business-permit',
      { preHandler: deps.auth.require('partner'), schema: { tags: ['partner'], summary: 'Replace the business permit (image or PDF)', consumes: ['multipart/form-data'] } },
      async (request) => {
        const form = await readForm(request, ['businessPermit'], 1);
        const partnerId = form.fields['partnerId'] || accountOf(request).id;
        ownerOrAdmin(request, partnerId);
        const file = fileOf(form, 'businessPermit');
        if (!file) throw badRequest('businessPermit is required');
        return deps.partners.uploadBusinessPermit(partnerId, file.buffer);
      },
    );
  };
}
