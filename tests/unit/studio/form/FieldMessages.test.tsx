// @vitest-environment jsdom
import { ThemeProvider, studioTheme } from '@sanity/ui';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { FieldProps } from 'sanity';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldMessages } from '../../../../studio/form/FieldMessages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PATH = ['recurrence', 'rrule'];
const ERROR = { level: 'error', message: '«TI» i BYDAY er ikke en ukedag.', path: PATH };

/** The field as Sanity hands it over: its default rendering (here one input) and its markers. */
const field = (validation: unknown[]) => (
  <ThemeProvider theme={studioTheme}>
    <FieldMessages {...({ path: PATH, validation, renderDefault: () => <input aria-label="Egen regel" /> } as unknown as FieldProps)} />
  </ThemeProvider>
);

let root: ReturnType<typeof createRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('FieldMessages', () => {
  it('writes the field’s own message under it', () => {
    root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() => root!.render(field([ERROR, { ...ERROR, message: 'Et annet felt.', path: ['recurrence', 'until'] }])));
    expect([...document.querySelectorAll('[data-testid="field-message"]')].map((m) => m.textContent)).toEqual([ERROR.message]);
  });

  it('keeps the same input, with its focus, as the message comes and goes', () => {
    root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() => root!.render(field([])));
    const input = document.querySelector('input')!;
    input.focus();
    for (const validation of [[ERROR], [], [ERROR]]) {
      act(() => root!.render(field(validation)));
      // A new element would drop what the volunteer is typing (the Studio walk lost a rule so).
      expect(document.querySelector('input')).toBe(input);
      expect(document.activeElement).toBe(input);
    }
  });
});
