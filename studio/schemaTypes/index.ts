import { contentBlocks } from './objects/contentBlocks';
import { siteSettings } from './documents/siteSettings';

export const schemaTypes = [contentBlocks, siteSettings];
