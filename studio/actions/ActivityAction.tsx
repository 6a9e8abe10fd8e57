/**
 * «Legg til under «Aktiviteter»»: a published series that no activity points to is not on /aktiviteter.
 * Right after Publiser it takes Publiser's place as the main button (it stands first and yields
 * while there are unpublished changes); it creates the activity with the series filled in and opens
 * it: the volunteer writes only the description.
 */
import { useEffect, useState } from 'react';
import { useClient, type DocumentActionComponent, type DocumentActionProps } from 'sanity';
import { useRouter } from 'sanity/router';
import { isSeries, type CancellableEvent } from './cancellation';
import { SANITY_API_VERSION } from '../../model/sanityApi';

const ACTIVITIES_OF_SERIES = '*[_type == "activity" && series._ref == $id]._id';

/** Whether some activity (published or draft) points to the series; null while unknown. */
function useHasActivity(seriesId: string): boolean | null {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [has, setHas] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    const check = () =>
      void client
        .fetch<string[]>(ACTIVITIES_OF_SERIES, { id: seriesId }, { perspective: 'raw' })
        .then((ids) => active && setHas(ids.length > 0));
    check();
    const subscription = client
      .listen(ACTIVITIES_OF_SERIES.replace('._id', ''), { id: seriesId }, { visibility: 'query' })
      .subscribe(check);
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client, seriesId]);
  return has;
}

export const ActivityAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const router = useRouter();
  const has = useHasActivity(props.id);
  if (!props.published || props.draft || !isSeries(props.published as CancellableEvent) || has !== false) return null;
  return {
    label: 'Legg til under «Aktiviteter»',
    title: 'Serien står i programmet, men ikke på siden «Aktiviteter». Dette lager aktiviteten; du skriver bare beskrivelsen.',
    onHandle: () => {
      const id = `drafts.activity-${crypto.randomUUID()}`;
      void client
        .create({ _id: id, _type: 'activity', series: { _type: 'reference', _ref: props.id } })
        .then(() => router.navigateIntent('edit', { id: id.slice('drafts.'.length), type: 'activity' }));
      props.onComplete();
    },
  };
};
ActivityAction.displayName = 'ActivityAction';
