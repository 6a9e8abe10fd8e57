/**
 * Every field's own errors and warnings written under it, in words. Sanity shows them only as an
 * icon whose text appears on mouse hover: on a phone, or with the keyboard, a volunteer saw that
 * something was wrong but not what. Messages of fields inside this one stay with those fields.
 */
import { Card, Stack, Text } from '@sanity/ui';
import type { FieldProps } from 'sanity';

const samePath = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

export function FieldMessages(props: FieldProps) {
  const own = props.validation.filter((marker) => marker.level !== 'info' && samePath(marker.path, props.path));
  // The same shape with messages or without: when the field came bare and then inside a Stack, React
  // drew it anew each time its first message came or its last went, and the input lost its focus and
  // the letters typed into it meanwhile (a rule written just after a valid one vanished so).
  return (
    <Stack gap={2}>
      {props.renderDefault(props)}
      {own.map((marker) => (
        <Card
          key={`${marker.level}:${marker.message}`}
          tone={marker.level === 'error' ? 'critical' : 'caution'}
          padding={2}
          radius={2}
          data-testid="field-message"
        >
          <Text size={1}>{marker.message}</Text>
        </Card>
      ))}
    </Stack>
  );
}
