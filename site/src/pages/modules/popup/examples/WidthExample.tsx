import { useState } from 'react';
import { Popup } from 'sui-react/popup';

const PLANS = [
  { name: 'Basic Plan', projects: 2, price: 10 },
  { name: 'Business Plan', projects: 5, price: 20 },
  { name: 'Premium Plan', projects: 8, price: 25 },
];

export default function WidthExample() {
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <>
      <Popup
        width="wide"
        content="Hello. This is a wide popup which allows for lots of content with additional space. You can fit a lot of words here and the paragraphs will be pretty wide."
      >
        <button type="button" className="ui circular basic icon button" aria-label="Wide popup">
          <i className="heart icon" aria-hidden="true" />
        </button>
      </Popup>
      <Popup
        width="very wide"
        content="Hello. This is a very wide popup which allows for lots of content with additional space. You can fit a lot of words here and the paragraphs will be pretty wide."
      >
        <button type="button" className="ui circular basic icon button" aria-label="Very wide popup">
          <i className="heart icon" aria-hidden="true" />
        </button>
      </Popup>
      <div className="ui divider" />
      <Popup
        width="flowing"
        trigger="outsideClick"
        aria-label="Plans"
        // Each plan's name is an h2 in the kit's small size: the dialog opens at the end of the page,
        // where a lower level would skip levels after the page's last heading (h2 or h3, by then).
        content={({ close }) => (
          <div className="ui three column divided center aligned grid">
            {PLANS.map((plan) => (
              <div className="column" key={plan.name}>
                <h2 className="ui small header">{plan.name}</h2>
                <p>
                  <b>{plan.projects}</b> projects, ${plan.price} a month
                </p>
                <button
                  type="button"
                  className="ui button"
                  onClick={() => {
                    setChosen(plan.name);
                    close();
                  }}
                >
                  Choose
                </button>
              </div>
            ))}
          </div>
        )}
      >
        <button type="button" className="ui button">
          Show flowing popup
        </button>
      </Popup>
      <p>Chosen plan: {chosen ?? 'none'}</p>
    </>
  );
}
