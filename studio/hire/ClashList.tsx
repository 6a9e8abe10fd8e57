/** What a request overlaps in its room that day: other open or approved requests, and approved bookings. */
import { Card, Stack, Text } from '@sanity/ui';
import type { Clashes } from './hireClashes';
import { hireClock, STATUS_WORDS } from './hireText';

const span = ({ from, to }: { from: string; to: string }) => `kl. ${hireClock(from)}–${hireClock(to)}`;

export function ClashList({ clashes, roomName }: { clashes: Clashes; roomName: string }) {
  const { requests, bookings } = clashes;
  if (requests.length === 0 && bookings.length === 0)
    return (
      <Text size={1} muted data-testid="hire-clashes">
        {`Ingenting annet i ${roomName} overlapper denne tiden.`}
      </Text>
    );
  return (
    <Card tone="caution" padding={3} radius={2} border data-testid="hire-clashes">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          Overlapper samme dag i samme rom
        </Text>
        <Stack as="ul" gap={2}>
          {requests.map((other) => (
            <Text as="li" size={1} key={other.id}>
              {`${span(other)}: ${other.kind}, ${other.name} (${STATUS_WORDS[other.status].toLowerCase()})`}
            </Text>
          ))}
          {bookings.map((slot) => (
            <Text as="li" size={1} key={slot.request}>
              {`${span(slot)}: utleid`}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
