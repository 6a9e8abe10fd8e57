/**
 * Every date is shown the Norwegian way and every map position is one text box, in every schema
 * type, nested fields and array members included: no ISO date and no latitude, longitude and altitude boxes.
 */
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../../../../studio/schemaTypes';
import { NORWEGIAN_DATE, NORWEGIAN_DATETIME } from '../../../../studio/schemaTypes/fields/norwegianDates';
import { CoordinatesInput } from '../../../../studio/form/CoordinatesInput';

interface Node {
  name?: string;
  type?: string;
  options?: Record<string, unknown>;
  components?: { input?: unknown };
  fields?: Node[];
  of?: Node[];
}

function* nodes(node: Node, path: string): Generator<[string, Node]> {
  yield [path, node];
  for (const child of [...(node.fields ?? []), ...(node.of ?? [])]) yield* nodes(child, `${path}.${child.name ?? child.type}`);
}
const all = schemaTypes.flatMap((type) => [...nodes(type as Node, (type as Node).name ?? '')]);
const ofType = (type: string) => all.filter(([, node]) => node.type === type);

describe('Norwegian forms', () => {
  it('shows every date as 27.11.2026 and every time as 19.30', () => {
    expect(ofType('date').length).toBeGreaterThan(3);
    for (const [path, node] of ofType('date')) expect(node.options, path).toMatchObject(NORWEGIAN_DATE);
    expect(ofType('datetime').length).toBeGreaterThan(1);
    for (const [path, node] of ofType('datetime')) expect(node.options, path).toMatchObject(NORWEGIAN_DATETIME);
  });

  it('asks for a map position as one pasted text, not Latitude / Longitude / Altitude', () => {
    expect(ofType('geopoint').length).toBeGreaterThan(0);
    for (const [path, node] of ofType('geopoint')) expect(node.components?.input, path).toBe(CoordinatesInput);
  });
});
