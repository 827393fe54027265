// The API tables: loaded with the page's API data after the page, since they sit at its end.
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/table.min.css';
import { useId, useState } from 'react';
import { propAnchor, propMatches } from './api-filter';
import type { ApiComponent, ApiProp } from './api-types';
import { ScrollRegion } from './ScrollRegion';
import { useSiteLocation } from '../location';

/** Renders `code` spans written with backticks in a JSDoc description. */
function Description({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`)/g);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('`') && part.endsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part,
      )}
    </>
  );
}

function PropRows({ component, props, events }: { component: string; props: ApiProp[]; events: boolean }) {
  const { pathname } = useSiteLocation();
  return (
    <tbody>
      {props.map((prop) => {
        const id = propAnchor(component, prop.name);
        return (
          <tr key={prop.name} id={id} className={prop.deprecated === null ? undefined : 'deprecated-prop'}>
            <th scope="row">
              <a className="prop-anchor" href={`#${pathname}#${id}`}>
                <code>{prop.name}</code>
              </a>
              {prop.required && <span className="ui mini red basic label prop-label">required</span>}
              {prop.deprecated !== null && <span className="ui mini basic label prop-label">deprecated</span>}
            </th>
            <td>
              <code className="api-type">{prop.type}</code>
            </td>
            {!events && <td>{prop.defaultValue ? <code>{prop.defaultValue}</code> : '–'}</td>}
            <td>
              {prop.deprecated !== null && (
                <p className="deprecated-note">
                  <strong>Deprecated.</strong> <Description text={prop.deprecated} />
                </p>
              )}
              <Description text={prop.description} />
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}

function PropTable(props: {
  component: string;
  caption: string;
  columns: string[];
  props: ApiProp[];
  events: boolean;
}) {
  return (
    <ScrollRegion className="api-scroll" label={props.caption}>
      <table className="ui celled compact table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <PropRows component={props.component} props={props.props} events={props.events} />
      </table>
    </ScrollRegion>
  );
}

/**
 * The generated API of one or more components: properties, then events (the `on*` callbacks),
 * with a filter box over all of them. Each prop's name links to its row; a link followed before the
 * tables had loaded scrolls to the row once they have (PageContent waits for it).
 */
export default function ApiTables({ api }: { api: ApiComponent[] }) {
  const [query, setQuery] = useState('');
  const filterId = useId();
  const total = api.reduce((sum, component) => sum + component.props.length + component.events.length, 0);
  const shown = api.map((component) => ({
    ...component,
    props: component.props.filter((prop) => propMatches(prop, query)),
    events: component.events.filter((prop) => propMatches(prop, query)),
  }));
  const count = shown.reduce((sum, component) => sum + component.props.length + component.events.length, 0);
  return (
    <div className="api-tables">
      <div className="api-filter">
        <label htmlFor={filterId}>Filter the properties and events</label>
        <div className="ui small icon input">
          <input
            id={filterId}
            type="search"
            value={query}
            placeholder="name, type or words"
            onChange={(event) => setQuery(event.target.value)}
          />
          <i className="search icon" aria-hidden="true" />
        </div>
        <p className="api-filter-count" role="status">
          {query ? `${count} of ${total} shown` : `${total} in all`}
        </p>
      </div>
      {shown.map((component) => {
        const empty = component.props.length === 0 && component.events.length === 0;
        return (
          <section key={component.name} className="api-component" aria-labelledby={`api-${component.name}`}>
            <h3 className="ui header" id={`api-${component.name}`}>
              <code>{`<${component.name}>`}</code>
            </h3>
            <p>
              <Description text={component.description} />
            </p>
            {empty && <p>{query ? 'No property or event matches the filter.' : 'No properties.'}</p>}
            {component.props.length > 0 && (
              <PropTable
                component={component.name}
                caption={`${component.name} properties`}
                columns={['Property', 'Type', 'Default', 'Description']}
                props={component.props}
                events={false}
              />
            )}
            {component.events.length > 0 && (
              <PropTable
                component={component.name}
                caption={`${component.name} events`}
                columns={['Event', 'Signature', 'Description']}
                props={component.events}
                events
              />
            )}
          </section>
        );
      })}
    </div>
  );
}
