import { describe, expect, it } from 'vitest';
import { routeProps } from '../../../src/lib/routeProps';

const getStaticPaths = async () => [
  { params: { event: 'bonnemote-2026-11-24' }, props: { title: 'Bønnemøte 24.' } },
  { params: { event: 'bonnemote-2026-12-01' }, props: { title: 'Bønnemøte 1.' } },
];

describe('routeProps', () => {
  it('the static build: the props Astro gave the page', async () => {
    expect(await routeProps({ props: { title: 'gitt' }, params: { event: 'x' } }, getStaticPaths)).toEqual({ title: 'gitt' });
  });

  it('on request (no props): the page’s own getStaticPaths, matched by params; unknown params give nothing', async () => {
    expect(await routeProps({ props: {}, params: { event: 'bonnemote-2026-12-01' } }, getStaticPaths)).toEqual({ title: 'Bønnemøte 1.' });
    expect(await routeProps({ props: {}, params: { event: 'utgått' } }, getStaticPaths)).toBeUndefined();
  });
});
