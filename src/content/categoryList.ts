/**
 * What a category's page lists: its series' meetings in the weeks /program lists, and its one-off
 * events as far ahead as they are planned. Every weekly meeting up to the series horizon would
 * outgrow the page's 10 kB gzip (67 cards of «Møter» already did); the later ones are on the
 * month pages, and this page lists no more of them than /program does.
 */
import { PROGRAMME_FIRST_WEEKS } from '../consts';
import { firstWeeks } from '../lib/programmeGroups';
import type { Category, Programme, ProgrammeOccurrence } from './programme';

export function categoryListed(
  programme: Pick<Programme, 'upcoming' | 'builtAt'>,
  category: Pick<Category, 'documentId'>,
): { listed: ProgrammeOccurrence[]; cut: boolean } {
  const all = programme.upcoming.filter((o) => o.category.documentId === category.documentId);
  const { shown } = firstWeeks(all, programme.builtAt, PROGRAMME_FIRST_WEEKS);
  const listed = all.filter((o) => !o.isSeries || shown.includes(o));
  return { listed, cut: listed.length < all.length };
}
