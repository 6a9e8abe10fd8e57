/**
 * Admin access to the Firestore emulator for the public-site e2e tests (attendance, membership):
 * the emulator's REST API with `Authorization: Bearer owner` bypasses the security rules, as the
 * congregation's own tools would with the Admin SDK.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PROJECT_ID } from '../../model/firebase';
import type { Hosts } from './demoEmulators';

const owner = { Authorization: 'Bearer owner' };
const documents = (hosts: Hosts) => `http://${hosts.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;

interface RestDocument {
  name: string;
  fields: Record<string, { stringValue?: string; booleanValue?: boolean; timestampValue?: string }>;
}

async function list(request: APIRequestContext, hosts: Hosts, collectionPath: string): Promise<RestDocument[]> {
  const res = await request.get(`${documents(hosts)}/${collectionPath}?pageSize=1000`, { headers: owner });
  if (!res.ok()) throw new Error(`list ${collectionPath}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { documents?: RestDocument[] }).documents ?? [];
}

/** Removes every answer of one event occurrence and its counts, so a test starts from zero. */
export async function clearAttendance(request: APIRequestContext, hosts: Hosts, occurrenceId: string): Promise<void> {
  for (const d of await list(request, hosts, `attendance/${occurrenceId}/responses`)) {
    await request.delete(`http://${hosts.firestore}/v1/${d.name}`, { headers: owner });
  }
  await request.delete(`${documents(hosts)}/attendance/${occurrenceId}`, { headers: owner });
}

/** The answers held for one occurrence, sorted; a withdrawn one (only its times are kept) is none. */
export async function attendanceStatuses(request: APIRequestContext, hosts: Hosts, occurrenceId: string): Promise<string[]> {
  return (await list(request, hosts, `attendance/${occurrenceId}/responses`))
    .filter((d) => d.fields.status)
    .map((d) => d.fields.status.stringValue ?? '?')
    .sort();
}

/** The visitors (uids) that have an answer document for one occurrence, a withdrawn one too. */
export async function attendanceVisitors(request: APIRequestContext, hosts: Hosts, occurrenceId: string): Promise<string[]> {
  return (await list(request, hosts, `attendance/${occurrenceId}/responses`)).map((d) => d.name.split('/').at(-1) ?? '');
}

/** Stored membership applications sent with this e-mail address, as plain field → value maps. */
export async function applicationsFrom(request: APIRequestContext, hosts: Hosts, email: string): Promise<Record<string, unknown>[]> {
  return (await list(request, hosts, 'membershipApplications'))
    .filter((d) => d.fields.email?.stringValue === email)
    .map((d) => Object.fromEntries(Object.entries(d.fields).map(([k, v]) => [k, v.stringValue ?? v.booleanValue ?? v.timestampValue])));
}
