import { contentBlocks } from './objects/contentBlocks';
import { siteSettings } from './documents/siteSettings';
// Programme (issue 3)
import { category } from './documents/category';
import { event } from './documents/event';
import { eventPlace } from './objects/eventPlace';
import { recurrence } from './objects/recurrence';
// Content (issue 2)
import { location } from './documents/location';
import { membership } from './documents/membership';
import { donationRecipient } from './documents/donationRecipient';
import { legalPage } from './documents/legalPage';

export const schemaTypes = [
  contentBlocks,
  siteSettings,
  // Programme (issue 3)
  eventPlace,
  recurrence,
  category,
  event,
  // Content (issue 2)
  location,
  membership,
  donationRecipient,
  legalPage,
];
