import { useState } from 'react';
import { Emoji, type EmojiName } from 'sui-react/emoji';

const reactions: { name: EmojiName; label: string }[] = [
  { name: 'thumbsup', label: 'Agree' },
  { name: 'laughing', label: 'Funny' },
  { name: 'eyes', label: 'Looking into it' },
];

export default function ReactionsExample() {
  const [chosen, setChosen] = useState<EmojiName | null>('eyes');
  return (
    <p>
      {reactions.map(({ name, label }) => (
        <button
          key={name}
          type="button"
          className="ui basic button"
          aria-pressed={chosen === name}
          onClick={() => setChosen(chosen === name ? null : name)}
        >
          <Emoji name={name} />
          {label}
        </button>
      ))}
    </p>
  );
}
