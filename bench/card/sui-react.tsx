// The card case (issue 27) with sui-react: the code of bench/card/semantic-ui-react.tsx with only the
// imports changed (bench/elements.mjs bundles the library's sources, not its build).
import { Button } from 'sui-react/button';
import { Card } from 'sui-react/card';
import { Label } from 'sui-react/label';
import { AVATAR, indices, row, type RowsProps } from '../elements/data';

export function Rows({ count, gen }: RowsProps) {
  return (
    <Card.Group itemsPerRow={4}>
      {indices(count).map((i) => {
        const r = row(i, gen);
        return (
          <Card
            key={i}
            image={{ src: AVATAR, alt: '' }}
            header={r.title}
            meta={r.icon}
            description={`Card ${i + 1} of the group.`}
            extra={
              <>
                <Label color="blue" content={r.count} />
                <Button primary size="small" content={r.action} />
              </>
            }
          />
        );
      })}
    </Card.Group>
  );
}
