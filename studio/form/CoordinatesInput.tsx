/**
 * A geopoint as one text box: paste the position copied from a map. What cannot be read is kept in
 * the box with a message, and the stored position stays as it was until the text is right.
 */
import { Card, Stack, Text, TextInput } from '@sanity/ui';
import { useState } from 'react';
import { set, unset, type ObjectInputProps } from 'sanity';
import { COORDINATES_HELP, formatCoordinates, parseCoordinates, type Coordinates } from './coordinates';

export function CoordinatesInput(props: ObjectInputProps) {
  const stored = props.value as Partial<Coordinates> | undefined;
  const storedText = typeof stored?.lat === 'number' && typeof stored.lng === 'number' ? formatCoordinates(stored as Coordinates) : '';
  const [text, setText] = useState(storedText);
  const unreadable = text.trim() !== '' && parseCoordinates(text) === null;
  return (
    <Stack gap={2}>
      <TextInput
        {...props.elementProps}
        // A geopoint field is a fieldset whose legend does not name the box inside it.
        aria-label={props.schemaType.title}
        value={text}
        inputMode="decimal"
        placeholder="63.4305, 10.3951"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const position = parseCoordinates(next);
          if (next.trim() === '') props.onChange(unset());
          else if (position) props.onChange(set({ _type: 'geopoint', ...position }));
        }}
      />
      {unreadable && (
        <Card tone="critical" padding={2} radius={2} data-testid="field-message">
          <Text size={1}>Ikke lagret ennå. {COORDINATES_HELP}</Text>
        </Card>
      )}
    </Stack>
  );
}
