import type { z } from 'zod';

/**
 * First message per field, for showing next to each input. The shared contracts name fields
 * the way the API does ('phoneNumber is required'); `labels` swaps in the words on screen.
 */
export function fieldErrors(error: z.ZodError, labels: Record<string, string> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!key || errors[key]) continue;
    const label = labels[key];
    errors[key] = label && issue.message.startsWith(`${key} `) ? label + issue.message.slice(key.length) : issue.message;
  }
  return errors;
}

/** After a refused submit, put the cursor where the first problem is. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
