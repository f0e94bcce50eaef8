/**
 * The number typed in an input, as the shared schema should read it: nothing typed stays missing (the
 * schema's rule for a missing number applies), anything else is read as a number (NaN when it is not one).
 */
export function numberFromInput(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim());
}
