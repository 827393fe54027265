// The elements benchmark's list with Semantic UI React 2.1.5: a Segment per row holding a Header, a
// Label with an icon, an Icon, a Button and an avatar Image, written with the props its users write
// (shorthand `content` and `icon`, variation props). bench/elements/sui-react.tsx is the same code
// with only the import changed.
import { Button, Header, Icon, Image, Label, Segment } from 'semantic-ui-react';
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
