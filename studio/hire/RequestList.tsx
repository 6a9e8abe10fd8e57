/** One tab's requests, newest first: when, which room, what kind, how many and who, each a button that opens it. */
import { Card, Flex, Stack, Text } from '@sanity/ui';
import type { ListedRequest } from './hireClashes';
import { guestsText, hireClock, hireDay } from './hireText';

type Props = {
  requests: readonly ListedRequest[];
  roomName: (slug: string) => string;
  openId: string | null;
  onOpen: (id: string) => void;
};

export function RequestList({ requests, roomName, openId, onOpen }: Props) {
  if (requests.length === 0)
    return (
      <Text size={1} muted>
        Ingen forespørsler her.
      </Text>
    );
  return (
    <Stack as="ul" gap={2} data-testid="hire-list">
      {requests.map((request) => (
        <li key={request.id} style={{ listStyle: 'none' }}>
          <Card
            as="button"
            type="button"
            padding={3}
            radius={2}
            border
            pressed={request.id === openId}
            tone={request.id === openId ? 'primary' : 'default'}
            onClick={() => onOpen(request.id)}
            style={{ width: '100%', textAlign: 'left' }}
            data-testid="hire-row"
          >
            <Stack gap={2}>
              <Flex gap={2} wrap="wrap">
                <Text size={1} weight="semibold">
                  {hireDay(request.date)}
                </Text>
                <Text size={1}>{`kl. ${hireClock(request.from)}–${hireClock(request.to)}`}</Text>
              </Flex>
              <Text size={2} weight="medium">{`${roomName(request.room)}: ${request.kind}`}</Text>
              <Text size={1} muted>{`${guestsText(request.guests)} · ${request.name}`}</Text>
            </Stack>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
