/**
 * The series' rule, and under it a warning when the series meets on a holiday in the coming year
 * (model/holidayMeetings.ts), each date with one button that cancels it as «Avlys en dato» does
 * (the same patches). A warning, not a refusal: some houses do meet on 17. mai.
 */
import { Button, Card, Flex, Stack, Text } from '@sanity/ui';
import { useDocumentOperation, type InputProps } from 'sanity';
import { useDocumentPane } from 'sanity/structure';
import { holidayMeetings } from '../../../model/holidayMeetings';
import { formatDay, osloWallClock } from '../../../model/osloTime';
import type { SeriesFields } from '../../../model/seriesProblems';
import { cancelDatePatches } from '../../actions/cancellation';

/** The reason visitors read beside the cancelled date. */
const holidayReason = (name: string) => `Ingen møte på ${name}.`;

export function HolidayMeetingsInput(props: InputProps) {
  const { value, documentId, documentType } = useDocumentPane();
  const { patch } = useDocumentOperation(documentId, documentType);
  const now = new Date();
  const meetings = holidayMeetings(value as SeriesFields, now);
  const year = osloWallClock(now).year;
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      {meetings.length > 0 && (
        <Card tone="caution" padding={3} radius={2} border data-testid="holiday-meetings">
          <Stack gap={3}>
            <Text size={1}>
              Serien har møte på {meetings.length === 1 ? 'en helligdag' : `${meetings.length} helligdager`} det neste året. Vil dere ikke
              møtes da, avlys datoen her (eller med «Avlys en dato» ved «Publiser»), og publiser.
            </Text>
            {meetings.map((m) => (
              <Flex key={m.date} gap={2} align="center" wrap="wrap">
                <Text size={1}>
                  {formatDay(m.start, year)} ({m.name})
                </Text>
                <Button
                  mode="ghost"
                  tone="critical"
                  fontSize={1}
                  padding={2}
                  text={`Avlys ${formatDay(m.start, year)}`}
                  onClick={() => patch.execute(cancelDatePatches(m.date, holidayReason(m.name), `avlyst-${m.date}`))}
                />
              </Flex>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
