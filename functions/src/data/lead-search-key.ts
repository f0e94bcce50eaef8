/**
 * The inbox search's normalised key, stored on each lead as `search` (docs/decisions/leads-api.md, "Inbox search"), and
 * the terms a typed search turns into. Both sides fold text the same way here, so what is stored and what is typed
 * always compare alike: case and accents ignored, a phone by its digits.
 *
 * - `names`: the first and last name's words, each after a space (` jean luc tremblay`), so ` tre` is a word's start;
 * - `email`: the address, folded;
 * - `phone`: its digits, without North America's leading 1 (`+1 604-555-0147` → `6045550147`).
 */
export interface LeadSearchKey {
  names: string;
  email: string;
  phone: string;
}

/** One thing a lead must match: a word starting a name or inside the e-mail, or digits inside the phone. */
export type LeadSearchTerm = { kind: 'word'; value: string } | { kind: 'digits'; value: string };

/** Fewest digits read as a phone search: fewer would match most numbers. */
const MIN_PHONE_DIGITS = 3;

function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The search key of a lead, from the fields it is derived from. */
export function leadSearchKey(lead: { firstName: string; lastName: string; email: string; phone: string | null }): LeadSearchKey {
  return {
    names: wordsOf(`${lead.firstName} ${lead.lastName}`)
      .map((word) => ` ${word}`)
      .join(''),
    email: foldText(lead.email),
    phone: lead.phone ? phoneDigits(lead.phone) : '',
  };
}

/**
 * What a typed search asks for: the whole of it as phone digits when it reads as a phone number (`(604) 555-0147`),
 * else each word: digits alone (`0147`) as phone digits, an address or part of one (`priya@`, `gmail.com`) as a piece of
 * the e-mail, other words as the start of a name's word or a piece of the e-mail. Empty when nothing is left to match.
 */
export function leadSearchTerms(typed: string): LeadSearchTerm[] {
  const trimmed = typed.trim();
  if (/^\+?[\d\s().-]+$/.test(trimmed) && phoneDigits(trimmed).length >= MIN_PHONE_DIGITS) return [{ kind: 'digits', value: phoneDigits(trimmed) }];
  const terms: LeadSearchTerm[] = [];
  for (const token of trimmed.split(/\s+/).filter((part) => part !== '')) {
    if (/^\d+$/.test(token)) terms.push({ kind: 'digits', value: token });
    // An address keeps its dots and @ (a piece of it is found inside the stored address); a name is split into words.
    else if (/[@.]/.test(token)) terms.push({ kind: 'word', value: foldText(token) });
    else for (const word of wordsOf(token)) terms.push({ kind: 'word', value: word });
  }
  return terms;
}

/** Whether a lead's key matches every term: the same rule the table's filter applies (lead-repository.ts). */
export function matchesLeadSearch(key: LeadSearchKey, terms: readonly LeadSearchTerm[]): boolean {
  return terms.every((term) =>
    term.kind === 'digits' ? key.phone.includes(term.value) : key.names.includes(` ${term.value}`) || key.email.includes(term.value),
  );
}
