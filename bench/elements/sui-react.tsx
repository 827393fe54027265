// The elements benchmark's list with sui-react: the code of bench/elements/semantic-ui-react.tsx with
// only the import changed (sui-react takes Semantic UI React's props). bench/elements.mjs bundles
// the library's sources (packages/sui-react/src/elements), not its build.
import { Button } from 'sui-react/button';
import { Header } from 'sui-react/header';
import { Icon } from 'sui-react/icon';
import { Image } from 'sui-react/image';
import { Label } from 'sui-react/label';
import { Segment } from 'sui-react/segment';
import { AVATAR, indices, row, type RowsProps } from './data';

export function Rows({ count, gen }: RowsProps) {
  return (
    <>
      {indices(count).map((i) => {
        const r = row(i, gen);
        return (
          <Segment key={i}>
            <Header as="h4" content={r.title} />
            <Label color="blue" icon="mail" content={r.count} />
            <Icon name={r.icon} color="grey" />
            <Button primary size="small" content={r.action} />
            <Image avatar src={AVATAR} alt="" />
          </Segment>
        );
      })}
    </>
  );
}
