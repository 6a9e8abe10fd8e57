/**
 * A Studio pane listing meetings in date order (meetingRows.ts): weekday and date, time, title, room,
 * how often, «Avlyst» or «Endret», wrapped onto lines rather than cut. Opening a row opens its
 * event document with the pane parameter «dato», which «Endre én dato» and «Avlys en dato» preselect.
 */
import { Badge, Box, Card, Flex, Stack, Text } from '@sanity/ui';
import { forwardRef, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { ListWindow } from './meetingRows';
import { useClient } from 'sanity';
import { usePaneRouter } from 'sanity/structure';
import { meetingRows, type EventForList, type MeetingRow } from './meetingRows';
import { SANITY_API_VERSION } from '../../model/sanityApi';

const QUERY = '*[_type == "event"]{ _id, title, start, end, status, place{ room, name }, recurrence }';

export interface MeetingsPaneOptions {
  /** Where the list stops: series and one-off events (one-off events may be listed further ahead). */
  window: (now: Date) => ListWindow;
  empty: string;
}

function Row({ row, selected }: { row: MeetingRow; selected: boolean }) {
  const { ChildLink } = usePaneRouter();
  // The row is the link (as in Sanity's own lists): a Card rendered as the pane router's link.
  const Link = useMemo(
    () =>
      forwardRef<HTMLAnchorElement, Record<string, unknown>>(function MeetingLink(props, ref) {
        const Anchor = ChildLink as unknown as ComponentType<Record<string, unknown>>;
        return <Anchor {...props} ref={ref} childId={row.documentId} childParameters={{ dato: row.date }} />;
      }),
    [ChildLink, row.documentId, row.date],
  );
  return (
    <Card
      as={Link}
      data-as="a"
      padding={3}
      radius={2}
      pressed={selected}
      tone={selected ? 'primary' : 'default'}
      data-testid="meeting-row"
      data-start={row.start.toISOString()}
      data-date={row.date}
      data-document={row.documentId}
    >
      <Stack gap={2}>
        <Flex gap={2} wrap="wrap" align="center">
          <Text size={1} weight="semibold">
            {row.day}
          </Text>
          <Text size={1}>{`kl. ${row.time}`}</Text>
          {row.status && <Badge tone={row.status === 'Avlyst' ? 'critical' : 'caution'}>{row.status}</Badge>}
        </Flex>
        <Text size={2} weight="medium">
          {row.title}
        </Text>
        <Text size={1} muted>
          {[row.place, row.repeats].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}

export function MeetingsPane({ options }: { options: MeetingsPaneOptions }) {
  const base = useClient({ apiVersion: SANITY_API_VERSION });
  // Drafts in place of their published documents: the list shows what the volunteer is working on.
  const client = useMemo(() => base.withConfig({ perspective: 'drafts' }), [base]);
  const { routerPanesState, groupIndex } = usePaneRouter();
  const [docs, setDocs] = useState<EventForList[] | null>(null);
  useEffect(() => {
    const load = () => void client.fetch<EventForList[]>(QUERY).then(setDocs, () => setDocs([]));
    load();
    // Edits elsewhere in the Studio (a date cancelled or changed) show here at once.
    const subscription = client.listen('*[_type == "event"]', {}, { visibility: 'query', events: ['mutation'] }).subscribe(load);
    return () => subscription.unsubscribe();
  }, [client]);
  const rows = useMemo(() => {
    if (!docs) return null;
    const now = new Date();
    return meetingRows(docs, now, options.window(now));
  }, [docs, options]);
  const open = routerPanesState[groupIndex + 1]?.[0];
  if (!rows)
    return (
      <Box padding={4}>
        <Text muted>Henter møtene …</Text>
      </Box>
    );
  if (rows.length === 0)
    return (
      <Box padding={4}>
        <Text>{options.empty}</Text>
      </Box>
    );
  return (
    <Box padding={2}>
      <Stack as="ul" gap={1} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => (
          <li key={row.key}>
            <Row row={row} selected={open?.id === row.documentId && open?.params?.dato === row.date} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
