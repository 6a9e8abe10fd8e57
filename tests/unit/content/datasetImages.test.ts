/**
 * The bundled dataset's pictures come from the images/ folder beside its NDJSON file, through the same
 * alias as the build (vitest.config.ts), and from nowhere else in the checkout.
 */
import { describe, expect, it } from 'vitest';
import { datasetImage, imageSrc } from '../../../src/content/datasetImages';
import { getLocation } from '../../../src/content/pages';
import { groqJsFetcher, loadBundledDataset } from '../../../src/content/sources';

describe("the active dataset's pictures", () => {
  it("finds the house's picture and map the dataset names", async () => {
    const location = await getLocation(groqJsFetcher(loadBundledDataset()));
    expect(datasetImage(location.id, 'img', location.image.src)).toBeDefined();
    expect(datasetImage(location.id, 'map', location.map.src)).toBeDefined();
  });

  it('passes a hosted URL through untouched', () => {
    const url = 'https://cdn.sanity.io/images/p/d/a-10x10.png';
    expect(datasetImage('location', 'img', url)).toBeUndefined();
    expect(imageSrc('location', 'img', url)).toBe(url);
  });

  it('stops on a file the folder lacks, naming document, field and folder, even when the checkout has it elsewhere', () => {
    for (const missing of ['images/borte.svg', 'images/favicon.svg'])
      expect(() => datasetImage('location', 'map', missing), missing).toThrow(
        `Datasettet: dokumentet «location», feltet «map»: bildet «${missing}» finnes ikke i mappen studio/dataset/images/.`,
      );
  });
});
