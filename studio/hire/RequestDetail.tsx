/**
 * One request as the visitor sent it (who, when, what, the message and the reference they may quote),
 * what it overlaps in its room that day, and the volunteer's answer.
 */
import { Badge, Card, Heading, Stack, Text } from '@sanity/ui';
import type { ReactNode } from 'react';
import { Timestamp } from 'firebase/firestore';
import { AnswerForm } from './AnswerForm';
import { ClashList } from './ClashList';
import { clashesOf, type ListedRequest } from './hireClashes';
import { guestsText, hireClock, hireDay, hireSentAt, STATUS_WORDS } from './hireText';
import { useBookedSlots } from './useHireData';

type Props = { request: ListedRequest; requests: readonly ListedRequest[]; roomName: string };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text as="dt" size={1} muted>
        {label}
      </Text>
      <Text as="dd" size={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const sentText = (createdAt: unknown) => (createdAt instanceof Timestamp ? hireSentAt(createdAt.toDate()) : '–');

export function RequestDetail({ request, requests, roomName }: Props) {
  const slots = useBookedSlots(request.room, request.date);
  const clashes = clashesOf(request, requests, slots);
  return (
    <Card padding={4} radius={2} border data-testid="hire-detail">
      <Stack gap={5}>
        <Stack gap={3}>
          <Badge
            tone={request.status === 'godkjent' ? 'positive' : request.status === 'ny' ? 'primary' : 'critical'}
            style={{ width: 'fit-content' }}
          >
            {STATUS_WORDS[request.status]}
          </Badge>
          <Heading
            as="h2"
            size={1}
          >{`${roomName}, ${hireDay(request.date)} kl. ${hireClock(request.from)}–${hireClock(request.to)}`}</Heading>
        </Stack>
        <Stack as="dl" gap={4}>
          <Fact label="Arrangement">{`${request.kind}, ${guestsText(request.guests)}`}</Fact>
          <Fact label="Navn">{request.name}</Fact>
          <Fact label="Telefon">
            <a href={`tel:${request.phone.replace(/\s/g, '')}`}>{request.phone}</a>
          </Fact>
          <Fact label="E-post">
            <a href={`mailto:${request.email}`}>{request.email}</a>
          </Fact>
          <Fact label="Melding">{request.message || '–'}</Fact>
          <Fact label="Referanse">{request.reference}</Fact>
          <Fact label="Sendt">{sentText(request.createdAt)}</Fact>
          {request.answer !== undefined && <Fact label="Svar">{request.answer || '–'}</Fact>}
          {request.answeredAt instanceof Timestamp && <Fact label="Besvart">{hireSentAt(request.answeredAt.toDate())}</Fact>}
        </Stack>
        <ClashList clashes={clashes} roomName={roomName} />
        <AnswerForm request={request} roomName={roomName} />
      </Stack>
    </Card>
  );
}
