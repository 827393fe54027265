import { Grid } from 'sui-react/grid';
import { Segment } from 'sui-react/segment';

// A row is sixteen units wide: each column's width is a number of them.
export default function WidthsExample() {
  return (
    <Grid>
      <Grid.Row>
        <Grid.Column width={4}>
          <Segment>Four</Segment>
        </Grid.Column>
        <Grid.Column width={12}>
          <Segment>Twelve</Segment>
        </Grid.Column>
      </Grid.Row>
      <Grid.Row>
        <Grid.Column width="eight">
          <Segment>Eight</Segment>
        </Grid.Column>
        <Grid.Column width={5}>
          <Segment>Five</Segment>
        </Grid.Column>
        <Grid.Column width={3}>
          <Segment>Three</Segment>
        </Grid.Column>
      </Grid.Row>
      <Grid.Row columns="equal">
        <Grid.Column>
          <Segment>A share</Segment>
        </Grid.Column>
        <Grid.Column>
          <Segment>A share</Segment>
        </Grid.Column>
        <Grid.Column width={8}>
          <Segment>Eight</Segment>
        </Grid.Column>
      </Grid.Row>
    </Grid>
  );
}
