// A server component: no "use client" here. It imports sui-react's components directly; each one
// is a client component of its own (its module starts with "use client"), so Next.js renders it on
// the server, sends its HTML, and hydrates it in the browser.
import { Datepicker } from 'sui-react/datepicker';
import { Modal } from 'sui-react/modal';
import { Popup } from 'sui-react/popup';
import { Search } from 'sui-react/search';
import { MultiSelect, Select } from 'sui-react/select';
import { TabContent, TabHeader, Tabset } from 'sui-react/tabs';
import { placeOrder } from './actions';

const fruits = ['Apples', 'Bananas', 'Cherries', 'Dates', 'Elderberries'];
const extras = ['Gift wrap', 'Recipe card', 'Ice pack'];
const cities = ['Amsterdam', 'Berlin', 'Lisbon', 'Madrid', 'Paris', 'Rome', 'Vienna'];

type Query = Record<string, string | string[] | undefined>;

/** Every value the address holds for a field, in order. */
const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export default async function OrderPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  // Set by the server action, with the form's entries, once an order has been sent.
  const order = typeof query.order === 'string' ? query.order : undefined;
  const sent = {
    fruit: all(query.fruit),
    extras: all(query.extras),
    date: all(query.date),
    city: all(query.city),
  };

  return (
    <main className="ui container">
      <h1 className="ui header">Order fruit</h1>
      <form action={placeOrder} className="ui form order-form">
        <div className="required field">
          <label id="fruit-label">Fruit</label>
          <Select
            name="fruit"
            required
            className="selection"
            options={fruits}
            aria-labelledby="fruit-label"
          />
        </div>
        <div className="field">
          <label id="extras-label">Extras</label>
          <MultiSelect name="extras" className="selection" options={extras} aria-labelledby="extras-label" />
        </div>
        <div className="two fields">
          <div className="field">
            <label htmlFor="delivery-date">Delivery date</label>
            <div className="ui left icon input">
              <i className="calendar icon" aria-hidden="true" />
              <Datepicker id="delivery-date" name="date" mode="date" useNativeOnMobile={false} />
            </div>
          </div>
          <div className="field">
            <label id="city-label">City</label>
            <Search name="city" aria-labelledby="city-label" options={cities} searchDelay={0} />
          </div>
        </div>
        <button type="submit" className="ui primary button">
          Place the order
        </button>
        <Popup content="We deliver from Monday to Saturday, between 8:00 and 18:00.">
          <button type="button" className="ui basic icon button help" aria-label="Delivery times">
            <i className="clock outline icon" aria-hidden="true" />
          </button>
        </Popup>
      </form>

      <h2 className="ui dividing header">Your order</h2>
      <Tabset>
        <div className="ui top attached tabular menu">
          <TabHeader id="summary">Summary</TabHeader>
          <TabHeader id="form-data">Form data</TabHeader>
        </div>
        <TabContent id="summary" className="ui bottom attached segment">
          {order ? (
            <dl data-testid="summary">
              <dt>Fruit</dt>
              <dd>{sent.fruit.join(', ') || 'none'}</dd>
              <dt>Extras</dt>
              <dd>{sent.extras.join(', ') || 'none'}</dd>
              <dt>Delivery date</dt>
              <dd>{sent.date.join(', ') || 'none'}</dd>
              <dt>City</dt>
              <dd>{sent.city.join(', ') || 'none'}</dd>
            </dl>
          ) : (
            <p>No order yet.</p>
          )}
        </TabContent>
        <TabContent id="form-data" className="ui bottom attached segment">
          <pre data-testid="form-data">{JSON.stringify(sent, null, 2)}</pre>
        </TabContent>
      </Tabset>

      {order && (
        // A modal opens when it is rendered: here, once for each order sent.
        <Modal key={order} size="small">
          <div className="header">Order received</div>
          <div className="content">
            <p>
              {sent.fruit.join(', ')}
              {sent.date.length > 0 && `, delivered on ${sent.date.join(', ')}`}.
            </p>
          </div>
        </Modal>
      )}
    </main>
  );
}
