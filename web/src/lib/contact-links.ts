/**
 * `tel:` address of a phone number as shown, e.g. '1-866-555-0142' → 'tel:+18665550142'.
 * North American numbers get the +1 country code so the link dials from any phone.
 */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** `mailto:` address of an e-mail. */
export function emailHref(email: string): string {
  return `mailto:${email}`;
}

/** `sms:` address of a phone number as shown (the same digits as {@link phoneHref}). */
export function smsHref(phone: string): string {
  return phoneHref(phone).replace(/^tel:/, 'sms:');
}
