/**
 * The dialog of a document action, closed by a Norwegian button: Sanity's own close button says
 * «Close dialog» (hard-coded in @sanity/ui), so it is hidden; Escape and a click outside still close.
 */
import { Button, Flex } from '@sanity/ui';
import type { ReactNode } from 'react';
import type { DocumentActionModalDialogProps } from 'sanity';

interface ActionDialog {
  header: string;
  content: ReactNode;
  onClose: () => void;
  width?: DocumentActionModalDialogProps['width'];
  /** «Avbryt» for a form, «Lukk» for a message. */
  closeText?: 'Avbryt' | 'Lukk';
}

export function actionDialog({ header, content, onClose, width, closeText = 'Avbryt' }: ActionDialog): DocumentActionModalDialogProps {
  return {
    type: 'dialog',
    header,
    content,
    onClose,
    width,
    showCloseButton: false,
    footer: (
      <Flex justify="flex-end">
        <Button mode="ghost" text={closeText} onClick={onClose} />
      </Flex>
    ),
  };
}
