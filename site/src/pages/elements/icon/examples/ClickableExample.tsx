import { useState } from 'react';
import { Icon } from 'sui-react/icon';

export default function ClickableExample() {
  const [liked, setLiked] = useState(false);
  return (
    <p>
      <button type="button" className="ui basic button" aria-pressed={liked} onClick={() => setLiked(!liked)}>
        <Icon name={liked ? 'heart' : 'heart outline'} color={liked ? 'red' : undefined} />
        {liked ? 'Liked' : 'Like'}
      </button>
    </p>
  );
}
