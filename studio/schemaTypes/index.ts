import { contentBlocks } from './objects/contentBlocks';
import { siteSettings } from './documents/siteSettings';
// Programme
import { category } from './documents/category';
import { event } from './documents/event';
import { eventPlace } from './objects/eventPlace';
import { recurrence } from './objects/recurrence';
// Content
import { location } from './documents/location';
import { membership } from './documents/membership';
import { aboutPage, activitiesPage, donationsPage } from './documents/pageTexts';
import { donationRecipient } from './documents/donationRecipient';
import { legalPage } from './documents/legalPage';
import { activity } from './documents/activity';
// Hall hire
import { hallHirePage } from './documents/hallHirePage';
import { hallRoom } from './documents/hallRoom';

export const schemaTypes = [
  contentBlocks,
  siteSettings,
  // Programme
  eventPlace,
  recurrence,
  category,
  event,
  // Content
  location,
  aboutPage,
  activitiesPage,
  membership,
  donationsPage,
  donationRecipient,
  legalPage,
  activity,
  hallHirePage,
  hallRoom,
];
