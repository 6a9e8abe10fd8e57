import type { ApplicationInput } from './application';

/**
 * What the visitor typed into the server-rendered form before its script ran. React hydrates the
 * fields without touching their values, but its first update after that writes its own (empty)
 * state into them: read them first, so no keystroke is lost on a slow connection.
 */
export function typedBeforeStart(form: HTMLFormElement, empty: ApplicationInput): ApplicationInput {
  const typed: ApplicationInput = { ...empty };
  for (const name of Object.keys(empty) as (keyof ApplicationInput)[]) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (name === 'consent') typed.consent = field instanceof HTMLInputElement && field.checked;
    else typed[name] = field.value;
  }
  return typed;
}
