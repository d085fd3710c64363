import type { PartnerRepository, PartnerRow } from '../partner/partner.repository.ts';

export class AdminRightsError extends Error {}

export interface AdminRightsLine {
  email: string;
  businessName: string;
  admin: boolean;
  /** The current address has been proven by a verification link (or vouched for by a grant). */
  verified: boolean;
  listed: boolean;
  granted: boolean;
}

/**
 * Admin rights as the operator manages them from the server's own shell (`npm run admin`):
 * never reachable over HTTP. A grant vouches for the store's current address, since the operator
 * names it, and survives restarts; ADMIN_EMAILS still applies to proven addresses on its own.
 */
export function createAdminRights(deps: { partners: PartnerRepository; adminEmails: string[] }) {
  const line = (row: PartnerRow): AdminRightsLine => ({
    email: row.email,
    businessName: row.businessName,
    admin: row.role === 'admin',
    verified: row.verifiedEmail === row.email,
    listed: deps.adminEmails.includes(row.email),
    granted: row.adminGranted,
  });

  async function store(email: string): Promise<PartnerRow> {
    const row = await deps.partners.findByEmail(email.trim().toLowerCase());
    if (!row) throw new AdminRightsError(`No store account has the e-mail address ${email}. The person must sign up as a store first.`);
    return row;
  }

  return {
    async grant(email: string): Promise<AdminRightsLine> {
      const row = await store(email);
      await deps.partners.update(row.id, { adminGranted: true, verifiedEmail: row.email });
      return line((await deps.partners.refreshAdminRole(row.id, deps.adminEmails))!);
    },
    async revoke(email: string): Promise<AdminRightsLine> {
      const row = await store(email);
      await deps.partners.update(row.id, { adminGranted: false });
      return line((await deps.partners.refreshAdminRole(row.id, deps.adminEmails))!);
    },
    async list(): Promise<AdminRightsLine[]> {
      return (await deps.partners.adminCandidates(deps.adminEmails)).map(line);
    },
  };
}
export type AdminRights = ReturnType<typeof createAdminRights>;
