import { useState, type FormEvent } from 'react';
import { Checkbox, Radio, RadioGroup } from 'sui-react/checkbox';
import { Datepicker } from 'sui-react/datepicker';
import { Rating } from 'sui-react/rating';
import { Search } from 'sui-react/search';
import { MultiSelect, Select } from 'sui-react/select';

const FRUITS = [
  { id: 'apple', name: 'Apple' },
  { id: 'banana', name: 'Banana' },
  { id: 'cherry', name: 'Cherry' },
  { id: 'orange', name: 'Orange' },
];
const TAGS = ['Fresh', 'Local', 'Organic', 'Seasonal'];
const CITIES = ['Amsterdam', 'Berlin', 'Lisbon', 'London', 'Madrid', 'Paris', 'Rome'];

export default function NativeFormExample() {
  const [entries, setEntries] = useState<[string, string][] | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault(); // a real app lets it post, or gives the form an action
    const data = new FormData(event.currentTarget);
    setEntries([...data].map(([name, value]) => [name, String(value)]));
  };

  return (
    <>
      <form className="ui form" aria-label="Order" onSubmit={submit} onReset={() => setEntries(null)}>
        <div className="two fields">
          <div className="required field">
            <label id="native-fruit">Fruit</label>
            <Select
              name="fruit"
              required
              selection
              options={FRUITS}
              labelField="name"
              valueField="id"
              aria-labelledby="native-fruit"
            />
          </div>
          <div className="field">
            <label id="native-tags">Tags</label>
            <MultiSelect
              name="tags"
              selection
              options={TAGS}
              defaultValue={['Fresh']}
              aria-labelledby="native-tags"
            />
          </div>
        </div>
        <div className="two fields">
          <div className="required field">
            <label htmlFor="native-delivery">Delivery date</label>
            <Datepicker
              id="native-delivery"
              name="delivery"
              mode="date"
              required
              placeholder="Choose a day"
            />
          </div>
          <div className="field">
            <label id="native-city">City</label>
            <Search name="city" options={CITIES} aria-labelledby="native-city" />
          </div>
        </div>
        <div className="two fields">
          <div className="field">
            <label id="native-rating">Rating</label>
            <Rating name="rating" defaultValue={3} aria-labelledby="native-rating" />
          </div>
          <div className="field">
            <label id="native-size">Size</label>
            <RadioGroup name="size" defaultValue="m" aria-labelledby="native-size" className="inline fields">
              <div className="field">
                <Radio value="s" label="Small" />
              </div>
              <div className="field">
                <Radio value="m" label="Medium" />
              </div>
              <div className="field">
                <Radio value="l" label="Large" />
              </div>
            </RadioGroup>
          </div>
        </div>
        <div className="field">
          <Checkbox name="gift" value="yes" label="Gift wrap" />
        </div>
        <button type="submit" className="ui primary button">
          Submit
        </button>
        <button type="reset" className="ui button">
          Reset
        </button>
      </form>

      <h4 className="ui header">What the form submitted</h4>
      <div aria-live="polite">
        {entries === null ? (
          <p>Nothing yet: submit the form.</p>
        ) : (
          <table className="ui very basic compact unstackable table" aria-label="Submitted entries">
            <thead>
              <tr>
                <th>name</th>
                <th>value</th>
              </tr>
            </thead>
            <tbody>
              {entries.map(([name, value], i) => (
                <tr key={i}>
                  <td>
                    <code>{name}</code>
                  </td>
                  <td>
                    <code>{value}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}
