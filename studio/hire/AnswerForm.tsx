/**
 * The volunteer's answer to one request: a text for the visitor's e-mail and the buttons its status
 * allows (a new one is approved or declined, an approved one cancelled). A refusal (the time was
 * taken meanwhile) is shown as answer.ts words it.
 */
import { Button, Card, Flex, Stack, Text, TextArea, type ButtonTone } from '@sanity/ui';
import { useId, useState } from 'react';
import { HIRE_LIMITS } from '../../model/hallHire';
import { AnswerRefused, approve, cancel, decline, type Reply } from './answer';
import type { ListedRequest } from './hireClashes';
import { hireFirebase } from './hireFirebase';

type Action = { text: string; tone: ButtonTone; done: string; run: typeof approve };

const ACTIONS: Partial<Record<ListedRequest['status'], Action[]>> = {
  ny: [
    { text: 'Godkjenn', tone: 'positive', done: 'Godkjent: tiden er satt av, og leietakeren får e-post.', run: approve },
    { text: 'Avslå', tone: 'critical', done: 'Avslått: leietakeren får e-post.', run: decline },
  ],
  godkjent: [{ text: 'Avlys', tone: 'critical', done: 'Avlyst: tiden er ledig igjen, og leietakeren får e-post.', run: cancel }],
};

const failureText = (error: unknown) =>
  error instanceof AnswerRefused ? error.message : 'Svaret ble ikke lagret. Sjekk nettforbindelsen og prøv igjen.';

function Notice({ tone, text }: { tone: 'positive' | 'critical'; text: string }) {
  return (
    <Card tone={tone} padding={3} radius={2} border role={tone === 'critical' ? 'alert' : 'status'}>
      <Text size={1}>{text}</Text>
    </Card>
  );
}

export function AnswerForm({ request, roomName }: { request: ListedRequest; roomName: string }) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the last answer did, kept in view after the request moved to another tab.
  const [done, setDone] = useState<string | null>(null);
  const actions = ACTIONS[request.status] ?? [];
  if (actions.length === 0) return done && <Notice tone="positive" text={done} />;
  const { max } = HIRE_LIMITS.answer;
  const send = (action: Action) => {
    const reply: Reply = { answer, roomName };
    setBusy(true);
    setError(null);
    setDone(null);
    action.run(hireFirebase().db, request.id, reply).then(
      () => {
        setBusy(false);
        setAnswer('');
        setDone(action.done);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failureText(failure));
      },
    );
  };
  return (
    <Stack gap={3} data-testid="hire-answer">
      <Text as="label" htmlFor={id} size={1} weight="medium">
        {`Svar til ${request.name} (kommer i e-posten, høyst ${max} tegn)`}
      </Text>
      <TextArea id={id} rows={4} maxLength={max} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} />
      {error && <Notice tone="critical" text={error} />}
      {done && <Notice tone="positive" text={done} />}
      <Flex gap={3} wrap="wrap">
        {actions.map((action) => (
          <Button key={action.text} tone={action.tone} text={action.text} disabled={busy} onClick={() => send(action)} />
        ))}
      </Flex>
    </Stack>
  );
}
