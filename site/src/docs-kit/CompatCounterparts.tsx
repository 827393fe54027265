import { Fragment } from 'react';
import { useSiteLocation } from '../location';
import { COMPAT_COUNTERPARTS, MIGRATING_GUIDE } from './compat-counterparts';

/**
 * On a native page that sui-react/compat builds on, one line naming the compat components over it
 * (from COMPAT_COUNTERPARTS, by the current route), with a link to the Migrating guide's prop map.
 * Nothing on any other page. PageTitle draws it, so no page writes it by hand.
 */
export function CompatCounterparts({ path }: { path?: string }) {
  const { pathname } = useSiteLocation();
  const names = COMPAT_COUNTERPARTS[path ?? pathname];
  if (!names) return null;
  return (
    <p className="compat-counterparts">
      Coming from Semantic UI React?{' '}
      {names.map((name, i) => (
        <Fragment key={name}>
          {i > 0 && (i === names.length - 1 ? ' and ' : ', ')}
          <code>{name}</code>
        </Fragment>
      ))}{' '}
      from <code>sui-react/compat</code> {names.length > 1 ? 'are adapters' : 'is an adapter'} over this
      component, with Semantic UI React&apos;s props and <code>(event, data)</code> handlers. See{' '}
      <a href={`#${MIGRATING_GUIDE}#prop-map`}>Migrating from Semantic UI React</a> for its props mapped to
      the ones here.
    </p>
  );
}
