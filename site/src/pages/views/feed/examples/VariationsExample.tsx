import { Feed, Segment } from 'sui-react';

const steps = [
  { key: 'a', summary: 'Seeds sown', date: 'March' },
  { key: 'b', summary: 'First watering', date: 'April' },
  { key: 'c', summary: 'First fruit', date: 'July' },
];
const events = steps.map((step, i) => ({ ...step, icon: ['seedling', 'tint', 'lemon'][i] }));

// Fomantic's ordered and connected feeds (numbered labels joined by a line), a divided feed in a
// smaller size, and a feed on a dark background.
export default function VariationsExample() {
  return (
    <>
      <Feed ordered connected color="green">
        {steps.map(({ key, ...content }) => (
          <Feed.Event key={key}>
            <Feed.Label />
            <Feed.Content {...content} />
          </Feed.Event>
        ))}
      </Feed>
      <Feed divided size="small" events={events} />
      <Segment inverted>
        <Feed inverted connected events={events} />
      </Segment>
    </>
  );
}
