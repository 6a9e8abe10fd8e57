/**
 * The signed-in volunteer's desk: the requests of one status (tabs «Nye», «Godkjente» …) newest first,
 * and the one opened beside them (under them on a phone) with what it overlaps and the answer form.
 */
import { Box, Button, Card, Flex, Grid, Heading, Spinner, Stack, Tab, TabList, Text } from '@sanity/ui';
import { useState } from 'react';
import type { RequestStatus } from '../../model/hallHire';
import { signOutOfHire } from './hireFirebase';
import { STATUS_TABS } from './hireText';
import { RequestDetail } from './RequestDetail';
import { RequestList } from './RequestList';
import { useHireRequests, useRoomNames } from './useHireData';

function Header({ email }: { email: string | null }) {
  return (
    <Flex gap={3} align="center" wrap="wrap" justify="space-between">
      <Heading as="h1" size={2}>
        Utleie
      </Heading>
      <Flex gap={3} align="center" wrap="wrap">
        {email && <Text size={1} muted>{`Logget inn som ${email}`}</Text>}
        <Button mode="ghost" text="Logg ut" onClick={signOutOfHire} />
      </Flex>
    </Flex>
  );
}

export function HireDesk({ email }: { email: string | null }) {
  const loaded = useHireRequests();
  const roomName = useRoomNames();
  const [status, setStatus] = useState<RequestStatus>('ny');
  const [openId, setOpenId] = useState<string | null>(null);
  const all = loaded && 'data' in loaded ? loaded.data : null;
  const ready = all && roomName;
  // A request answered moves to another tab; it stays open until the volunteer picks another.
  const open = all?.find((request) => request.id === openId);
  return (
    <Stack gap={4}>
      <Header email={email} />
      <TabList gap={2}>
        {STATUS_TABS.map((tab) => (
          <Tab
            key={tab.status}
            id={`utleie-${tab.status}`}
            aria-controls="utleie-liste"
            selected={tab.status === status}
            onClick={() => setStatus(tab.status)}
            label={all ? `${tab.label} (${all.filter((request) => request.status === tab.status).length})` : tab.label}
          />
        ))}
      </TabList>
      {!ready && !(loaded && 'error' in loaded) && <Spinner muted />}
      {loaded && 'error' in loaded && (
        <Card tone="critical" padding={3} radius={2} border role="alert">
          <Text size={1}>{loaded.error}</Text>
        </Card>
      )}
      <Grid gridTemplateColumns={[1, 1, 2]} gap={4}>
        <Box id="utleie-liste" role="tabpanel" aria-labelledby={`utleie-${status}`}>
          {ready && (
            <RequestList
              requests={all.filter((request) => request.status === status)}
              roomName={roomName}
              openId={openId}
              onOpen={setOpenId}
            />
          )}
        </Box>
        {ready && open && <RequestDetail key={open.id} request={open} requests={all} roomName={roomName(open.room)} />}
      </Grid>
    </Stack>
  );
}
