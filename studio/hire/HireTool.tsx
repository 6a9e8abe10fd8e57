/**
 * «Utleie»: the tool where volunteers answer hall hire requests (docs/hall-hire.md). Requests live
 * in Firebase, not in Sanity, so the tool signs in to Firebase on its own (e-mail and password) and
 * only a user with the volunteer claim sees them.
 */
import { Button, Card, Container, Flex, Spinner, Stack, Text } from '@sanity/ui';
import type { Tool } from 'sanity';
import { HireDesk } from './HireDesk';
import { signOutOfHire } from './hireFirebase';
import { SignInForm } from './SignInForm';
import { useHireSession } from './useHireSession';

function Refused({ email, message }: { email: string | null; message: string }) {
  return (
    <Stack gap={4} data-testid="hire-refused">
      <Card tone="caution" padding={4} radius={2} border role="alert">
        <Stack gap={3}>
          {email && <Text size={1} muted>{`Logget inn som ${email}`}</Text>}
          <Text>{message}</Text>
        </Stack>
      </Card>
      <Flex>
        <Button mode="ghost" text="Logg ut" onClick={signOutOfHire} />
      </Flex>
    </Stack>
  );
}

function HireTool() {
  const session = useHireSession();
  return (
    <Card height="fill" overflow="auto" paddingX={[3, 4]} paddingY={[4, 5]}>
      <Container width={session.state === 'volunteer' ? 4 : 1}>
        {session.state === 'loading' && (
          <Flex justify="center" padding={5}>
            <Spinner muted />
          </Flex>
        )}
        {session.state === 'signedOut' && <SignInForm />}
        {session.state === 'refused' && <Refused email={session.user.email} message={session.message} />}
        {session.state === 'volunteer' && <HireDesk email={session.user.email} />}
      </Container>
    </Card>
  );
}

export const hireTool: Tool = {
  name: 'utleie',
  title: 'Utleie',
  component: HireTool,
};
