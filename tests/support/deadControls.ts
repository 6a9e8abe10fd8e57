/**
 * What does nothing without a script: run in a page with JavaScript off, it names every control a
 * visitor sees that cannot work there. A button works only by submitting a form the browser can
 * send by itself (one with an action), a field only in such a form; a disabled control seen on the
 * page does nothing either. Used by tests/e2e/without-script.spec.ts.
 */

/** Runs in the page: every control seen that does nothing without a script, named. */
export function deadControls(): string[] {
  const named = (e: Element) => `${e.tagName.toLowerCase()} «${(e.textContent ?? '').trim() || e.getAttribute('name') || e.id}»`;
  const seen = (e: Element) =>
    e.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && e.getBoundingClientRect().width > 0;
  const sendsItself = (form: HTMLFormElement | null) => form !== null && form.hasAttribute('action');
  const dead: string[] = [];
  for (const control of document.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'button, input, select, textarea',
  )) {
    if (!seen(control)) continue;
    if (control.disabled) dead.push(`${named(control)}: disabled`);
    else if (control instanceof HTMLButtonElement && control.type !== 'submit') dead.push(`${named(control)}: type=${control.type}`);
    else if (!sendsItself(control.form)) dead.push(`${named(control)}: its form cannot be sent without a script`);
  }
  for (const fake of document.querySelectorAll('[role="button"], a[href^="javascript:"], a[href="#"]')) {
    if (seen(fake)) dead.push(`${named(fake)}: a link or element that only a script could make work`);
  }
  return dead;
}
