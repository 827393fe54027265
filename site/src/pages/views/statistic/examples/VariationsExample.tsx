import { Segment } from 'sui-react/segment';
import { Statistic } from 'sui-react/statistic';

// Colours, sizes, the label beside the value (`horizontal`), and light text on a dark background.
export default function VariationsExample() {
  return (
    <>
      <Statistic.Group size="small" widths={4} stackable>
        <Statistic color="red" value="27" label="Red" />
        <Statistic color="teal" value="8" label="Teal" />
        <Statistic color="violet" value="28" label="Violet" />
        <Statistic color="brown" value="5" label="Brown" />
      </Statistic.Group>
      <Statistic horizontal size="tiny" value="2,204" label="Views" />
      <Segment inverted>
        <Statistic inverted size="mini" value="54" label="Inverted" />
      </Segment>
    </>
  );
}
