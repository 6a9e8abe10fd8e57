/**
 * Publiser for events: when the draft moves meetings ahead (Start, Slutt, the rule, «Siste dato»),
 * the volunteer reads what happens (seriesChange.ts) and confirms before it is published. Single
 * dates changed, cancelled or undone (dateChangeSummary.ts) are named on the button, unasked:
 * the volunteer has just chosen them in their own dialog.
 */
import { Stack, Text } from '@sanity/ui';
import { useState } from 'react';
import type { DocumentActionComponent, DocumentActionProps } from 'sanity';
import { describeDateChanges } from './dateChangeSummary';
import { describeScheduleChange, type ScheduledEvent } from './seriesChange';

const OTHERS_AS_BEFORE = 'De andre møtene er som før.';

const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

/** The same wrapper for the same Publiser every time the Studio asks (a new one would remount it). */
export function withScheduleSummary(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish);
  if (known) return known;
  const PublishWithSummary: DocumentActionComponent = (props: DocumentActionProps) => {
    const original = publish(props);
    const [asking, setAsking] = useState(false);
    const [published, draft, now] = [props.published as ScheduledEvent | null, props.draft as ScheduledEvent | null, new Date()];
    const sentences = describeScheduleChange(published, draft, now);
    const dates = describeDateChanges(published, draft, now);
    if (!original) return original;
    if (sentences.length === 0)
      return dates.length === 0 || original.disabled ? original : { ...original, title: [...dates, OTHERS_AS_BEFORE].join(' ') };
    return {
      ...original,
      title: [...sentences, ...dates].join(' '),
      onHandle: () => setAsking(true),
      dialog: asking
        ? {
            type: 'confirm',
            tone: 'primary',
            message: (
              <Stack gap={3}>
                {[...sentences, ...dates].map((s) => (
                  <Text key={s}>{s}</Text>
                ))}
                <Text muted size={1}>
                  Enkeltdatoer som skal være som før, endrer du med «Endre én dato».
                </Text>
              </Stack>
            ),
            confirmButtonText: 'Publiser',
            cancelButtonText: 'Tilbake',
            onConfirm: () => {
              setAsking(false);
              original.onHandle?.();
            },
            onCancel: () => setAsking(false),
          }
        : original.dialog,
    };
  };
  PublishWithSummary.action = publish.action;
  PublishWithSummary.displayName = 'PublishWithSummary';
  wrapped.set(publish, PublishWithSummary);
  return PublishWithSummary;
}
