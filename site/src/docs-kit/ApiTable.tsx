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

/** The generated API of one or more components: properties, then events (the `on*` callbacks). */
export function ApiTable({ api }: { api: ApiComponent[] }) {
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
            <div className="api-scroll">
              <table className="ui celled compact table">
                <caption>{component.name} properties</caption>
                <thead>
                  <tr>
                    <th scope="col">Property</th>
                    <th scope="col">Type</th>
                    <th scope="col">Default</th>
                    <th scope="col">Description</th>
                  </tr>
                </thead>
                <PropRows props={component.props} events={false} />
              </table>
            </div>
          )}
          {component.events.length > 0 && (
            <div className="api-scroll">
              <table className="ui celled compact table">
                <caption>{component.name} events</caption>
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Signature</th>
                    <th scope="col">Description</th>
                  </tr>
                </thead>
                <PropRows props={component.events} events />
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
