import { Grid } from 'sui-react/grid';

// Lines between the cells (`celled`, inside only) and rows of two columns; `relaxed` widens the
// gutters of the second grid, `divided` draws lines between its columns.
export default function VariationsExample() {
  return (
    <>
      <Grid celled="internally" columns={2}>
        <Grid.Row>
          <Grid.Column width={6}>Name</Grid.Column>
          <Grid.Column width={10}>Ada Lovelace</Grid.Column>
        </Grid.Row>
        <Grid.Row>
          <Grid.Column width={6}>Known for</Grid.Column>
          <Grid.Column width={10}>The first published program</Grid.Column>
        </Grid.Row>
      </Grid>
      <Grid relaxed divided columns={3}>
        <Grid.Column>
          <p>Relaxed columns have wider gutters.</p>
        </Grid.Column>
        <Grid.Column>
          <p>Divided columns have a line between them.</p>
        </Grid.Column>
        <Grid.Column>
          <p>Both go with any number of columns.</p>
        </Grid.Column>
      </Grid>
    </>
  );
}
