/** Domains whose mailboxes ignore dots in the local part; both names deliver to the same mailbox. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The key an e-mail address is counted under by the forms' per-e-mail limit: one key for every spelling that
 * reaches the same mailbox, so `+tag` or dot variants cannot buy a fresh limit (docs/decisions/leads-api.md).
 *
 * - the whole address is lowercased (and trimmed);
 * - at every domain, a `+` and what follows it in the local part are dropped (`a+1@x.com` → `a@x.com`): most
 *   providers deliver sub-addresses to the main mailbox, and where one does not, two people share a limit,
 *   which costs them a wait, never a lost lead;
 * - at `gmail.com` and `googlemail.com`, dots in the local part are dropped and the domain is read as
 *   `gmail.com` (`j.o.h.n@googlemail.com` → `john@gmail.com`); elsewhere dots are kept, they can name
 *   another mailbox.
 *
 * Only for counting: the lead keeps and mails the address as typed.
 */
export function emailLimitKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
