import { contentBlocks } from './objects/contentBlocks';
import { siteSettings } from './documents/siteSettings';
// Programme (issue 3)
import { category } from './documents/category';
import { event } from './documents/event';
import { eventPlace } from './objects/eventPlace';
import { recurrence } from './objects/recurrence';

export const schemaTypes = [
  contentBlocks,
  siteSettings,
  // Programme (issue 3)
  eventPlace,
  recurrence,
  category,
  event,
];
