// The card case (issue 27) with Semantic UI React 2.1.5: a Card.Group of cards, each with an image,
// a header, a meta line, a description and an extra content holding a Label and a Button.
import { Button, Card, Label } from 'semantic-ui-react';
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
