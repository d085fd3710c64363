import type { PartnerRepository, PartnerRow } from '../partner/partner.repository.ts';

export class AdminRightsError extends Error {}

export interface AdminRightsLine {
  email: string;
  businessName: string;
  admin: boolean;
  /** The current address has been proven by a verification link. */
  verified: boolean;
  listed: boolean;
  granted: boolean;
}

/**
 * How the owner of an address proves it. Until then whoever signed up with the address first
 * holds it, and may not be the person the operator means.
 */
export const proveAddressFirst = (row: Pick<PartnerRow, 'email' | 'businessName'>): string =>
  `The store "${row.businessName}" has not proven that ${row.email} is its address, so it cannot be made an administrator: ` +
  `anyone can sign up with an address they do not own. Ask the person you mean to log in to that store, open Profile and press ` +
  `'Send verification link', then open the link mailed to ${row.email} (without SMTP_URL the mail waits in the local outbox: ` +
  `npm run outbox). Then run this again. If they cannot log in, the store is not theirs.`;

/**
 * Admin rights as the operator manages them from the server's own shell (`npm run admin`):
 * never reachable over HTTP. A grant needs the store's current address proven by its owner (the
 * operator names an address, not a person), and survives restarts; ADMIN_EMAILS still applies to
 * proven addresses on its own.
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
      if (row.verifiedEmail !== row.email) throw new AdminRightsError(proveAddressFirst(row));
      await deps.partners.update(row.id, { adminGranted: true });
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
