import { Grid } from 'sui-react/grid';
import { Segment } from 'sui-react/segment';

// On a phone the columns stack (`stackable`); from a tablet up, each takes the width given for that
// screen. The last row shows only on a computer or larger.
export default function ResponsiveExample() {
  return (
    <Grid stackable>
      <Grid.Row>
        <Grid.Column tablet={6} computer={4}>
          <Segment>Menu</Segment>
        </Grid.Column>
        <Grid.Column tablet={10} computer={12}>
          <Segment>Content</Segment>
        </Grid.Column>
      </Grid.Row>
      <Grid.Row only="computer" columns={1}>
        <Grid.Column>
          <Segment secondary>Shown on a computer screen or larger only</Segment>
        </Grid.Column>
      </Grid.Row>
    </Grid>
  );
}
