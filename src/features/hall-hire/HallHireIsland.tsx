import type { ReactNode } from 'react';
import type { HallRoom, HireTerms } from '../../../model/hallHire';
import Availability from './Availability';
import HireForm from './HireForm';

interface Props {
  rooms: Pick<HallRoom, 'slug' | 'name' | 'seats'>[];
  /** The month the page was built in (yyyy-mm): the first one shown and asked about. */
  month: string;
  lastMonth: string;
  terms: HireTerms;
  privacyHref: string;
  meetingsHref: string;
  /** The availability's static list, until the island runs. */
  children?: ReactNode;
}

/**
 * What is free and the request form, as one island: one set of props and one hydration for the
 * page (each island costs the page's HTML its own element and copy of the rooms).
 */
export default function HallHireIsland({ rooms, month, lastMonth, terms, privacyHref, meetingsHref, children }: Props) {
  return (
    <>
      <Availability rooms={rooms} month={month} lastMonth={lastMonth} meetingsHref={meetingsHref}>
        {children}
      </Availability>
      <HireForm rooms={rooms} terms={terms} privacyHref={privacyHref} meetingsHref={meetingsHref} />
    </>
  );
}
