import { useState } from 'react';
import { Label } from 'sui-react/label';

const TOPICS = ['React', 'TypeScript', 'Accessibility', 'CSS'];

export default function RemovableExample() {
  const [topics, setTopics] = useState(TOPICS);
  return (
    <div>
      <Label.Group color="black">
        {topics.map((topic) => (
          <Label
            key={topic}
            content={topic}
            onRemove={() => setTopics(topics.filter((t) => t !== topic))}
            removeIcon={{ name: 'delete', 'aria-label': `Remove ${topic}` }}
          />
        ))}
      </Label.Group>
      {topics.length < TOPICS.length && (
        <button type="button" className="ui basic button" onClick={() => setTopics(TOPICS)}>
          Put them back
        </button>
      )}
    </div>
  );
}
