/**
 * The accent colour as a code with the browser's own colour picker beside it, and below, once the
 * colour can be used, how links and buttons will look in the light and the dark scheme (the dark
 * one is derived, model/accentColour.ts), so the volunteer sees what visitors in dark mode get.
 */
import { Box, Card, Flex, Stack, Text } from '@sanity/ui';
import { set, type StringInputProps } from 'sanity';
import { accentColourProblem, accentSchemes, SCHEME_BACKGROUNDS, type AccentTokens } from '../../../model/accentColour';

function Sample({ label, tokens, background }: { label: string; tokens: AccentTokens; background: string }) {
  return (
    <Box padding={3} style={{ background, borderRadius: 4, flex: 1 }}>
      <Stack gap={3}>
        <span style={{ color: tokens.accent, textDecoration: 'underline', fontWeight: 600 }}>{label}: en lenke</span>
        <span style={{ background: tokens.accent, color: tokens.onAccent, padding: '0.3em 0.8em', borderRadius: 4, width: 'fit-content' }}>
          En knapp
        </span>
      </Stack>
    </Box>
  );
}

export function AccentColourInput(props: StringInputProps) {
  const value = props.value?.trim() ?? '';
  const usable = value !== '' && accentColourProblem(value) === null;
  const schemes = usable ? accentSchemes(value) : null;
  return (
    <Stack gap={3}>
      <Flex gap={2} align="center">
        <Box flex={1}>{props.renderDefault(props)}</Box>
        <input
          type="color"
          aria-label="Velg farge"
          value={usable ? schemes!.light.accent : '#000000'}
          onChange={(event) => props.onChange(set(event.currentTarget.value))}
          style={{ width: 44, height: 36, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
        />
      </Flex>
      {schemes && (
        <Card radius={2} border overflow="hidden" data-testid="accent-sample">
          <Flex wrap="wrap">
            <Sample label="Lys" tokens={schemes.light} background={SCHEME_BACKGROUNDS.light[2]} />
            <Sample label="Mørk" tokens={schemes.dark} background={SCHEME_BACKGROUNDS.dark[2]} />
          </Flex>
        </Card>
      )}
      {!value && (
        <Text size={1} muted>
          Uten farge bruker nettstedet sin egen blågrønne farge.
        </Text>
      )}
    </Stack>
  );
}
