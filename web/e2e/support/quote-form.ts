import type { Locator, Page } from 'playwright-core';

/** A departure date two months ahead, as a date input takes it. */
function departureDate(): string {
  return new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
}

/** Fills the required fields of the quote form on `page` (and the consent box); answers the form, ready to send. */
export async function fillQuoteForm(page: Page, person: { firstName: string; lastName: string; email: string }): Promise<Locator> {
  const form = page.getByRole('form', { name: /Request a quote/ });
  await form.getByLabel(/^First name/).fill(person.firstName);
  await form.getByLabel(/^Last name/).fill(person.lastName);
  await form.getByLabel(/^Email/).fill(person.email);
  await form.getByLabel(/^Departure date/).fill(departureDate());
  await form.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
  return form;
}
