import { Grid } from 'sui-react/grid';
import { Segment } from 'sui-react/segment';

const FRUITS = ['Apples', 'Pears', 'Plums', 'Cherries', 'Figs', 'Dates'];

// Three to a row: the seventh column would start a new row. `doubling` gives two to a row on a
// tablet, `stackable` one on a phone.
export default function ColumnsExample() {
  return (
    <Grid columns={3} doubling stackable>
      {FRUITS.map((fruit) => (
        <Grid.Column key={fruit}>
          <Segment>{fruit}</Segment>
        </Grid.Column>
      ))}
    </Grid>
  );
}
