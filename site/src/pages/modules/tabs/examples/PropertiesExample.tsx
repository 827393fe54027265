import { useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';
import { TabContent, TabHeader, Tabset } from 'sui-react/tabs';
import { useAlert } from '../../../../docs-kit/useAlert';

export default function PropertiesExample() {
  const alert = useAlert();
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(false);
  const [third, setThird] = useState(false);
  const [thirdDisabled, setThirdDisabled] = useState(false);

  return (
    <>
      <Tabset>
        <div className="ui top attached tabular menu">
          <TabHeader id="first" active={first} onActiveChange={setFirst}>
            First
          </TabHeader>
          <TabHeader
            id="second"
            active={second}
            onActiveChange={setSecond}
            onActivate={() => alert("You've chosen the alert tab!")}
          >
            <i className="alarm icon" aria-hidden="true" />
            Second
          </TabHeader>
          <TabHeader id="third" active={third} onActiveChange={setThird} disabled={thirdDisabled}>
            Third
          </TabHeader>
        </div>
        <TabContent id="first" className="ui bottom attached segment">
          <p>First tab!</p>
          <button type="button" className="ui blue button" onClick={() => setSecond(true)}>
            Activate 2nd Tab
          </button>
        </TabContent>
        <TabContent id="second" className="ui bottom attached segment">
          <p>Second tab!</p>
          <button type="button" className="ui violet button" onClick={() => setThird(true)}>
            Activate 3rd Tab
          </button>
        </TabContent>
        <TabContent id="third" className="ui bottom attached segment">
          <p>Third tab!</p>
          <button type="button" className="ui purple button" onClick={() => setFirst(true)}>
            Activate 1st Tab
          </button>
        </TabContent>
      </Tabset>
      <div className="ui form">
        <div className="inline fields">
          <div className="field">
            <Checkbox label="Third tab disabled?" checked={thirdDisabled} onChange={setThirdDisabled} />
          </div>
          <div className="field">
            <p>
              Bound state: first <code>{String(first)}</code>, second <code>{String(second)}</code>, third{' '}
              <code>{String(third)}</code>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
