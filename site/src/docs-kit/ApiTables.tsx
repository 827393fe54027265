// The API tables: loaded with the page's API data after the page, since they sit at its end.
import 'fomantic-ui-css/components/table.min.css';
import type { ApiComponent, ApiProp } from './api-types';

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

function PropRows({ props, events }: { props: ApiProp[]; events: boolean }) {
  return (
    <tbody>
      {props.map((prop) => (
        <tr key={prop.name}>
          <th scope="row">
            <code>{prop.name}</code>
            {prop.required && <span className="ui mini red basic label required-label">required</span>}
          </th>
          <td>
            <code className="api-type">{prop.type}</code>
          </td>
          {!events && <td>{prop.defaultValue ? <code>{prop.defaultValue}</code> : '–'}</td>}
          <td>
            <Description text={prop.description} />
          </td>
        </tr>
      ))}
    </tbody>
  );
}

function PropTable(props: { caption: string; columns: string[]; props: ApiProp[]; events: boolean }) {
  return (
    <div className="api-scroll">
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
        <PropRows props={props.props} events={props.events} />
      </table>
    </div>
  );
}

/** The generated API of one or more components: properties, then events (the `on*` callbacks). */
export default function ApiTables({ api }: { api: ApiComponent[] }) {
  return (
    <div className="api-tables">
      {api.map((component) => (
        <section key={component.name} className="api-component" aria-labelledby={`api-${component.name}`}>
          <h3 className="ui header" id={`api-${component.name}`}>
            <code>{`<${component.name}>`}</code>
          </h3>
          <p>
            <Description text={component.description} />
          </p>
          {component.props.length === 0 && component.events.length === 0 && <p>No properties.</p>}
          {component.props.length > 0 && (
            <PropTable
              caption={`${component.name} properties`}
              columns={['Property', 'Type', 'Default', 'Description']}
              props={component.props}
              events={false}
            />
          )}
          {component.events.length > 0 && (
            <PropTable
              caption={`${component.name} events`}
              columns={['Event', 'Signature', 'Description']}
              props={component.events}
              events
            />
          )}
        </section>
      ))}
    </div>
  );
}
