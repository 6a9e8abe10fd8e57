/** The demo's error box: announced to screen readers, never hides what was typed. */
export function ErrorBox({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className={message ? 'error-box' : undefined}>
      {message}
    </div>
  );
}
