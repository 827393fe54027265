import { Grid } from 'sui-react/grid';
import { Segment } from 'sui-react/segment';

// `centered` centres a row that does not fill the grid; `textAlign` and `verticalAlign` place the
// content of every column, or of one row or column.
export default function AlignmentExample() {
  return (
    <Grid centered columns={4} textAlign="center">
      <Grid.Row verticalAlign="middle">
        <Grid.Column>
          <Segment>
            Two
            <br />
            lines
          </Segment>
        </Grid.Column>
        <Grid.Column>
          <Segment>Middle</Segment>
        </Grid.Column>
      </Grid.Row>
      <Grid.Row verticalAlign="bottom">
        <Grid.Column>
          <Segment>
            Two
            <br />
            lines
          </Segment>
        </Grid.Column>
        <Grid.Column textAlign="right">
          <Segment>Bottom</Segment>
        </Grid.Column>
      </Grid.Row>
    </Grid>
  );
}
