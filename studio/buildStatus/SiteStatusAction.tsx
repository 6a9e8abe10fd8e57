/**
 * «Hvorfor ble ikke nettsiden oppdatert?»: offered only while the last build after this document's
 * publish failed; a dialog gives the whole reason (the badge has room for one line, and its tooltip
 * needs a mouse).
 */
import { Box, Text } from '@sanity/ui';
import { useState } from 'react';
import type { DocumentActionComponent } from 'sanity';
import { actionDialog } from '../actions/actionDialog';
import { siteStatusText } from './siteStatusText';
import { useSiteState } from './useSiteState';

export const SiteStatusAction: DocumentActionComponent = ({ published }) => {
  const state = useSiteState(published?._id);
  const [open, setOpen] = useState(false);
  if (state?.kind !== 'failed') return null;
  const { label, text } = siteStatusText(state);
  return {
    label: 'Hvorfor ble ikke nettsiden oppdatert?',
    tone: 'critical',
    onHandle: () => setOpen(true),
    dialog:
      open &&
      actionDialog({
        header: label,
        closeText: 'Lukk',
        onClose: () => setOpen(false),
        content: (
          <Box padding={2}>
            <Text>{text}</Text>
          </Box>
        ),
      }),
  };
};
