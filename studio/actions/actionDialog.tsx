/**
 * The dialog of a document action, closed by a Norwegian button: Sanity's own close button says
 * «Close dialog» (hard-coded in @sanity/ui), so it is hidden; Escape and a click outside still close.
 * A form's main button stands in the footer beside «Avbryt»: Sanity UI's dialog scrolls its body and
 * keeps the footer in view, so the button is on a 390 px phone's screen however long the form.
 */
import { Button, Flex, type ButtonTone } from '@sanity/ui';
import type { ReactNode } from 'react';
import type { DocumentActionModalDialogProps } from 'sanity';

interface ActionDialog {
  header: string;
  content: ReactNode;
  onClose: () => void;
  width?: DocumentActionModalDialogProps['width'];
  /** «Avbryt» for a form, «Lukk» for a message. */
  closeText?: 'Avbryt' | 'Lukk';
  /** The submit button of the form (by its id) in the body. */
  submit?: { form: string; text: string; tone: ButtonTone };
}

export function actionDialog({
  header,
  content,
  onClose,
  width,
  closeText = 'Avbryt',
  submit,
}: ActionDialog): DocumentActionModalDialogProps {
  return {
    type: 'dialog',
    header,
    content,
    onClose,
    width,
    showCloseButton: false,
    footer: (
      <Flex justify="flex-end" gap={3} wrap="wrap">
        <Button mode="ghost" text={closeText} onClick={onClose} />
        {submit && <Button type="submit" form={submit.form} tone={submit.tone} text={submit.text} />}
      </Flex>
    ),
  };
}
