import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { presentationTool } from 'sanity/presentation';
import { nbNOLocale } from '@sanity/locale-nb-no';
import { schemaTypes } from './studio/schemaTypes';
import { structure } from './studio/structure';
import { SINGLETON_TYPES } from './model/singletons';
import { CancelAction } from './studio/actions/CancelAction';
import { LivePageAction } from './studio/actions/LivePageAction';
import { ChangeDateAction } from './studio/actions/ChangeDateAction';
import { ActivityAction } from './studio/actions/ActivityAction';
import { withScheduleSummary } from './studio/actions/PublishWithSummary';
import { SiteStatusBadge } from './studio/buildStatus/SiteStatusBadge';
import { SiteStatusAction } from './studio/buildStatus/SiteStatusAction';
import { FieldMessages } from './studio/form/FieldMessages';
import { StudioLayout } from './studio/layout/StudioLayout';
import { guideTool } from './studio/guide/GuideTool';
import { hireTool } from './studio/hire/HireTool';
import { norwegianWords } from './studio/i18n/norwegianWords';
import { locations, mainDocuments } from './studio/presentation/locations';
import { PREVIEW_ENABLE_PATH, PREVIEW_LOCAL_ORIGIN } from './model/preview';
import { STUDIO_TITLE } from './model/site';

export default defineConfig({
  name: 'bedehus',
  title: STUDIO_TITLE,
  // `||`: the deploy workflow passes an unset repository secret as an empty string.
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'demo0000',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [
    structureTool({ structure, title: 'Innhold' }),
    // Drafts on the real pages beside the form (the preview server, docs/preview.md).
    presentationTool({
      name: 'forhandsvisning',
      title: 'Forhåndsvisning',
      previewUrl: {
        initial: process.env.SANITY_STUDIO_PREVIEW_URL || PREVIEW_LOCAL_ORIGIN,
        previewMode: { enable: PREVIEW_ENABLE_PATH },
      },
      resolve: { locations, mainDocuments },
    }),
    nbNOLocale(),
  ],
  // The volunteer guide (docs/volunteer-guide.md) one click away: Sanity's help menu takes no entries.
  // «Utleie» answers hall hire requests, which live in Firebase (studio/hire/).
  tools: (tools) => [...tools, hireTool, guideTool],
  i18n: { bundles: norwegianWords },
  // Volunteers publish directly: releases, scheduling and tasks are tools they do not use.
  releases: { enabled: false },
  scheduledDrafts: { enabled: false },
  scheduledPublishing: { enabled: false },
  tasks: { enabled: false },
  // What is wrong with a field is written under it, not only behind an icon's hover text.
  form: { components: { field: FieldMessages } },
  // Titles as written, not in English title case.
  studio: { components: { layout: StudioLayout } },
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !SINGLETON_TYPES.has(schemaType)),
  },
  document: {
    // Copy and paste of one field are for developers; their menu is labelled «Field actions» in
    // English (hard-coded in Sanity) on every field.
    unstable_fieldActions: (actions) => actions.filter(({ name }) => name !== 'copyField' && name !== 'pasteField'),
    // Every document shows where its published version stands on the site (studio/buildStatus/).
    badges: (badges) => [SiteStatusBadge, ...badges],
    // Publish first; then what volunteers ask for: cancel (events) and see the live page.
    actions: (actions, { schemaType }) => {
      const kept = SINGLETON_TYPES.has(schemaType)
        ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action))
        : actions;
      const [publish, ...rest] = kept;
      // «Hvorfor ble ikke nettsiden oppdatert?» comes first in the menu, and only after a failed build.
      if (schemaType !== 'event')
        return publish ? [publish, SiteStatusAction, LivePageAction, ...rest] : [SiteStatusAction, LivePageAction, ...rest];
      // An event's Publiser first says what a changed series does to the meetings ahead; a published
      // series not yet on «Aktiviteter» offers that in Publiser's place.
      const own = [SiteStatusAction, CancelAction, ChangeDateAction, LivePageAction];
      return publish ? [ActivityAction, withScheduleSummary(publish), ...own, ...rest] : [ActivityAction, ...own, ...rest];
    },
  },
});
