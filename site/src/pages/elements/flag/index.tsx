import 'fomantic-ui-css/components/flag.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import sizes from './examples/SizesExample.tsx?example';
import types from './examples/TypesExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/flag?api');

export default function FlagPage() {
  return (
    <>
      <PageTitle title="Flag">A flag stands for a country or a region.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            <code>name</code> takes a two-letter country code, the country&rsquo;s name or one of the aliases
            the kit knows (<code>uk</code>, <code>gb sct</code>). The names are typed from the kit&rsquo;s
            stylesheet, so a misspelt country is a compile error.
          </p>
        </Example>
        <Example title="Sizes" example={sizes}>
          <p>
            Fomantic UI draws flags in six sizes, from <code>small</code> to <code>massive</code>.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A flag is decorative unless it is named: it renders <code>aria-hidden=&quot;true&quot;</code>. When
          the flag alone says which country is meant, give it an <code>aria-label</code>; it is then an image
          with that name (<code>role=&quot;img&quot;</code>).
        </p>
        <p>
          The kit draws each flag with a picture that its stylesheet loads from a public content network: a
          page that cannot reach it should serve those pictures itself.
        </p>
        <p>Flag uses no hook and no state: a React Server Component renders it with no client JavaScript.</p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
