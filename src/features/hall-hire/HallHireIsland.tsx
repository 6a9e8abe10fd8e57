import type { ReactNode } from 'react';
import type { HallRoom, HireTerms } from '../../../model/hallHire';
import Availability from './Availability';
import HireForm from './HireForm';

export interface HallHireProps {
  rooms: Pick<HallRoom, 'slug' | 'name' | 'seats'>[];
  /** The month the page was built in (yyyy-mm): the first one shown and asked about. */
  month: string;
  lastMonth: string;
  terms: HireTerms;
  privacyHref: string;
  meetingsHref: string;
}

/**
 * What is free and the request form, as one island: one set of props and one hydration for the
 * page (HallHireTools.astro renders it, ./hydrateHallHire.tsx takes it over). The children are
 * the availability's static list, until the island runs.
 */
export default function HallHireIsland({
  rooms,
  month,
  lastMonth,
  terms,
  privacyHref,
  meetingsHref,
  children,
}: HallHireProps & { children?: ReactNode }) {
  return (
    <>
      <Availability rooms={rooms} month={month} lastMonth={lastMonth} meetingsHref={meetingsHref}>
        {children}
      </Availability>
      <HireForm rooms={rooms} terms={terms} privacyHref={privacyHref} meetingsHref={meetingsHref} />
    </>
  );
}
