import { Placeholder, type PlaceholderLineLength } from 'sui-react/placeholder';

const lengths: PlaceholderLineLength[] = ['full', 'very long', 'long', 'medium', 'short', 'very short'];

export default function LinesExample() {
  return (
    <Placeholder>
      <Placeholder.Header>
        <Placeholder.Line length="medium" />
        <Placeholder.Line length="short" />
      </Placeholder.Header>
      <Placeholder.Paragraph>
        {lengths.map((length) => (
          <Placeholder.Line key={length} length={length} />
        ))}
      </Placeholder.Paragraph>
    </Placeholder>
  );
}
