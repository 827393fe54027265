import map from 'sui-react/compat?compat-map';
import { ScrollRegion, slugify } from '../../../docs-kit';

/** JSDoc text with its `code` spans drawn as code. */
function Prose({ text }: { text: string }) {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

/**
 * The prop map, generated at build time from the compat adapters (site/build/compat-map.ts): for
 * each component sui-react/compat adds, what it does beyond Semantic UI React (its JSDoc), the
 * native component(s) it is built on, and each prop with the native component and prop it maps to.
 * It loads after the page (the guide's text draws without it).
 */
export default function PropMap() {
  return (
    <>
      {map.map((component) => (
        <section key={component.name} aria-labelledby={`map-${slugify(component.name)}`}>
          <h3 className="ui header" id={`map-${slugify(component.name)}`}>
            {component.name}
            <span className="sub header">
              {component.natives.length > 0 ? (
                <>
                  built on{' '}
                  {component.natives.map((name, i) => (
                    <span key={name}>
                      {i > 0 && ', '}
                      <code>{name}</code>
                    </span>
                  ))}
                </>
              ) : (
                'no native component of its own'
              )}{' '}
              (<code>compat/{component.file}</code>)
            </span>
          </h3>
          {component.description && (
            <p>
              <Prose text={component.description} />
            </p>
          )}
          <ScrollRegion label={`Props of ${component.name}`}>
            <table className="ui compact celled unstackable table">
              <caption className="visually-hidden">
                {component.name}: each Semantic UI React prop and its native counterpart
              </caption>
              <thead>
                <tr>
                  <th scope="col">compat prop</th>
                  <th scope="col">native component</th>
                  <th scope="col">native prop</th>
                </tr>
              </thead>
              <tbody>
                {component.props.map((prop) => (
                  <tr key={prop.name}>
                    <td>
                      <code>{prop.name}</code>
                    </td>
                    <td>{prop.native ? <code>{prop.native}</code> : 'none'}</td>
                    <td>
                      {prop.nativeProp && <code>{prop.nativeProp}</code>}
                      {prop.nativeProp && prop.note && ': '}
                      {prop.note && <Prose text={prop.note} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      ))}
    </>
  );
}
