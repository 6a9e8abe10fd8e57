/** «Se på nettsiden»: opens the published document's page on the live site in a new tab. */
import type { DocumentActionComponent, DocumentActionProps } from 'sanity';
import { liveUrl } from './livePage';

export const LivePageAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const url = props.published ? liveUrl(props.published) : null;
  return {
    label: 'Se på nettsiden',
    disabled: !url,
    title: url
      ? `Åpner ${url} (viser det som er publisert, etter neste bygg)`
      : 'Publiser først: upubliserte endringer finnes ikke på nettsiden.',
    onHandle: () => {
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
      props.onComplete();
    },
  };
};
LivePageAction.displayName = 'LivePageAction';
