/**
 * A volunteer finds each page's text where the page's name is: the document titled like the page in
 * the menu holds the page's text, opens that page, and «Bedehuset» holds no page's text.
 */
import { describe, expect, it } from 'vitest';
import { SINGLETON_IDS, SINGLETON_TYPES } from '../../../../model/singletons';
import { paths } from '../../../../model/routes';
import { NAV_ITEMS } from '../../../../src/navigation';
import { loadBundledDataset } from '../../../../src/content/sources';
import { livePath } from '../../../../studio/actions/livePage';
import { schemaTypes } from '../../../../studio/schemaTypes';

/** The pages whose text volunteers write (the others show the programme, the map or the calendar). */
const PAGES_WITH_TEXT = [paths.about, paths.activities, paths.membership, paths.donations];

type Field = { name: string; type: string };
const documentTypes = schemaTypes.filter((type) => type.type === 'document') as unknown as {
  name: string;
  title: string;
  fields: Field[];
}[];
const textFields = (type: { fields: Field[] }) => type.fields.filter((field) => field.type === 'contentBlocks');
const dataset = loadBundledDataset();

describe("each page's text is in the document named after the page", () => {
  for (const href of PAGES_WITH_TEXT) {
    const { label } = NAV_ITEMS.find((item) => item.href === href)!;
    it(`«${label}» holds the text of ${href}`, () => {
      const type = documentTypes.find((t) => t.title === label);
      expect(type, `no document titled «${label}»`).toBeDefined();
      expect(SINGLETON_TYPES.has(type!.name), `«${label}» is one document`).toBe(true);
      expect(textFields(type!).map((f) => f.name)).toEqual(['body']);
      expect(livePath({ _type: type!.name })).toBe(href);
      const doc = dataset.find((d) => d._id === type!.name);
      expect(Array.isArray(doc?.body) && doc.body.length > 0, `the bundled «${label}» has its text`).toBe(true);
    });
  }

  it('«Bedehuset» keeps what is about the building, and no page text', () => {
    const location = documentTypes.find((t) => t.name === SINGLETON_IDS.location)!;
    expect(location.title).toBe('Bedehuset');
    expect(textFields(location)).toEqual([]);
    const bundled = dataset.find((d) => d._id === SINGLETON_IDS.location)!;
    for (const old of ['about', 'membership', 'donations', 'activities']) expect(bundled).not.toHaveProperty(old);
  });

  it('no singleton other than the pages’ documents holds a page text', () => {
    const withText = documentTypes.filter((t) => SINGLETON_TYPES.has(t.name) && textFields(t).length > 0).map((t) => t.title);
    const labels = PAGES_WITH_TEXT.map((href) => NAV_ITEMS.find((item) => item.href === href)!.label);
    // «Utleie» is not in the menu (the specification fixes it) but is titled like its page's heading.
    expect(withText.sort()).toEqual([...labels, 'Utleie'].sort());
  });

  it('«Utleie» holds the text of the hire page and its house rules, and opens that page', () => {
    const type = documentTypes.find((t) => t.name === SINGLETON_IDS.hallHirePage)!;
    expect(type.title).toBe('Utleie');
    expect(textFields(type).map((f) => f.name)).toEqual(['body', 'houseRules']);
    expect(livePath({ _type: type.name })).toBe(paths.hallHire);
  });
});
