import { useState } from 'react';
import { Card } from 'sui-react/card';

// A card with href is a link, a card with onClick a button. Each is named by its header
// (aria-labelledby), not by all its text; neither holds another link or button.
export default function LinkExample() {
  const [saved, setSaved] = useState(0);
  return (
    <Card.Group>
      <Card
        href="#/views/card"
        aria-labelledby="card-link-header"
        header={{ id: 'card-link-header', content: 'Walking guides' }}
        meta="12 maps"
        description="Routes through the hills, with a map for each."
      />
      <Card
        onClick={() => setSaved((n) => n + 1)}
        aria-labelledby="card-button-header"
        header={{ id: 'card-button-header', content: 'Save this route' }}
        description="Press the card to save it."
        extra={`Saved ${saved} times`}
      />
    </Card.Group>
  );
}
