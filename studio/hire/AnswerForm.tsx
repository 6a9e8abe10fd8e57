/**
 * The volunteer's answer to one request: a text for the visitor's e-mail and the buttons its status
 * allows (a new one is approved or declined, an approved one cancelled). Declining and cancelling
 * cannot be undone and mail the visitor at once, so they ask first. A refusal (the time was taken
 * meanwhile) is shown as answer.ts words it.
 */
import { Button, Card, Flex, Stack, Text, TextArea, type ButtonTone } from '@sanity/ui';
import { useId, useState } from 'react';
import { HIRE_LIMITS } from '../../model/hallHire';
import { AnswerRefused, approve, cancel, decline } from './answer';
import type { ListedRequest } from './hireClashes';
import { hireFirebase } from './hireFirebase';

type Action = { text: string; tone: ButtonTone; done: string; run: typeof approve; ask?: string };

const ACTIONS: Partial<Record<ListedRequest['status'], Action[]>> = {
  ny: [
    { text: 'Godkjenn', tone: 'positive', done: 'Godkjent: tiden er satt av, og leietakeren får e-post.', run: approve },
    {
      text: 'Avslå',
      tone: 'critical',
      done: 'Avslått: leietakeren får e-post.',
      run: decline,
      ask: 'Avslå forespørselen? Leietakeren får e-post med svaret ditt med en gang.',
    },
  ],
  godkjent: [
    {
      text: 'Avlys',
      tone: 'critical',
      done: 'Avlyst: tiden er ledig igjen, og leietakeren får e-post.',
      run: cancel,
      ask: 'Avlyse utleien? Tiden blir ledig for andre, og leietakeren får e-post med svaret ditt med en gang.',
    },
  ],
};

const failureText = (error: unknown) =>
  error instanceof AnswerRefused ? error.message : 'Svaret ble ikke lagret. Sjekk nettforbindelsen og prøv igjen.';

function Notice({ tone, text }: { tone: 'positive' | 'critical' | 'caution'; text: string }) {
  return (
    <Card tone={tone} padding={3} radius={2} border role={tone === 'critical' ? 'alert' : 'status'}>
      <Text size={1}>{text}</Text>
    </Card>
  );
}

/** Sends one answer; what it did (or why not) stays in view, also after the request moved to another tab. */
function useSend(request: ListedRequest, roomName: string) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const send = (action: Action, answer: string, sent: () => void) => {
    setBusy(true);
    setOutcome(null);
    action.run(hireFirebase().db, request.id, { answer, roomName }).then(
      () => {
        setBusy(false);
        setOutcome({ tone: 'positive', text: action.done });
        sent();
      },
      (failure: unknown) => {
        setBusy(false);
        setOutcome({ tone: 'critical', text: failureText(failure) });
      },
    );
  };
  return { busy, outcome, send };
}

function Buttons({ actions, busy, onSend }: { actions: Action[]; busy: boolean; onSend: (action: Action) => void }) {
  const [asking, setAsking] = useState<Action | null>(null);
  if (asking?.ask)
    return (
      <Stack gap={3}>
        <Notice tone="caution" text={asking.ask} />
        <Flex gap={3} wrap="wrap">
          <Button
            tone={asking.tone}
            text={`Ja, ${asking.text.toLowerCase()}`}
            disabled={busy}
            onClick={() => (setAsking(null), onSend(asking))}
          />
          <Button mode="ghost" text="Nei" onClick={() => setAsking(null)} />
        </Flex>
      </Stack>
    );
  return (
    <Flex gap={3} wrap="wrap">
      {actions.map((action) => (
        <Button
          key={action.text}
          tone={action.tone}
          text={action.text}
          disabled={busy}
          onClick={() => (action.ask ? setAsking(action) : onSend(action))}
        />
      ))}
    </Flex>
  );
}

export function AnswerForm({ request, roomName }: { request: ListedRequest; roomName: string }) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const { busy, outcome, send } = useSend(request, roomName);
  const actions = ACTIONS[request.status] ?? [];
  const notice = outcome && <Notice tone={outcome.tone} text={outcome.text} />;
  if (actions.length === 0) return notice;
  const { max } = HIRE_LIMITS.answer;
  return (
    <Stack gap={3} data-testid="hire-answer">
      <Text as="label" htmlFor={id} size={1} weight="medium">
        {`Svar til ${request.name} (kommer i e-posten, høyst ${max} tegn)`}
      </Text>
      <TextArea id={id} rows={4} maxLength={max} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} />
      {notice}
      <Buttons actions={actions} busy={busy} onSend={(action) => send(action, answer, () => setAnswer(''))} />
    </Stack>
  );
}
