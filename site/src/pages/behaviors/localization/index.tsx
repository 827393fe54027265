import 'fomantic-ui-css/components/calendar.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/list.min.css';
import 'fomantic-ui-css/components/popup.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { DEFAULT_LANGUAGE } from 'sui-react/localization';
import { CodeBlock, Example, highlight, LazyCodeBlock, PageContent, PageTitle } from '../../../docs-kit';
import { REPOSITORY_URL } from '../../../layout/repository';
import changeLanguage from './examples/ChangeLanguageExample.tsx?example';
import { languageFamilies, languages } from './languages';

/** The library's declarations, far down the page: they load after it. */
const types = () => import('../../../../../packages/sui-react/src/behaviors/localization/types.ts?source');

function LanguageCode({ code }: { code: string }) {
  return (
    <>
      <code>{code}</code>
      {code === DEFAULT_LANGUAGE && (
        <>
          {' '}
          <span className="ui teal tiny label">Default</span>
        </>
      )}
    </>
  );
}

export default function LocalizationPage() {
  return (
    <>
      <PageTitle title="Localization">
        Localization lets you choose the language components display in.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Usage</h2>
        <p>
          Some components show text of their own: the placeholders and messages of the select and the search,
          the month and weekday names and the date formats of the datepicker. Without any setup they are in
          English (UK).
        </p>
        <p>
          To use other languages, import them from <code>sui-react/locales/&lt;code&gt;</code> and give them
          to a <code>LocalizationProvider</code>, usually at the root of the app. Its <code>language</code>{' '}
          prop says which one to start with:
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
import { LocalizationProvider } from 'sui-react/localization';
import es from 'sui-react/locales/es';
import fr from 'sui-react/locales/fr';

// A constant: the provider loads it when it starts.
const locales = { es, fr };

createRoot(document.getElementById('root')!).render(
  <LocalizationProvider locales={locales} language="es">
    <App />
  </LocalizationProvider>,
);`,
          )}
        />
        <p>
          Every component under the provider now shows its text in Spanish. Anything below it can read and
          change the language with <code>useLocalization()</code>; every component follows at once:
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
import { useLocalization } from 'sui-react/localization';

function LanguageButtons() {
  const { language, loaded, setLanguage } = useLocalization();
  return loaded.map((code) => (
    <button key={code} aria-pressed={code === language} onClick={() => setLanguage(code)}>
      {code}
    </button>
  ));
}`,
          )}
        />
        <p>
          Providers can be nested: each component follows the nearest one above it. Outside any provider,{' '}
          <code>useLocalization()</code> works on a shared default that knows only English (UK) until you{' '}
          <code>load</code> more into it. Codes ignore case and the first dash, so <code>en-GB</code>,{' '}
          <code>enGB</code> and <code>engb</code> are one language. Switching to a language that was never
          loaded throws an error that lists the loaded ones. To change the text of a single component instead,
          pass it <code>localeOverrides</code>.
        </p>

        <h2 className="ui dividing header">Example</h2>
        <Example title="Change language" example={changeLanguage}>
          <p>
            Choose a language: the datepicker&apos;s months, weekdays, first day of the week and date format
            change, and so does the placeholder of the option select. Hebrew turns the form right to left,
            following the language&apos;s <code>direction</code>. The example has its own{' '}
            <code>LocalizationProvider</code>, so only the components inside it change language; it starts in
            English (UK) every time this page opens, and nothing outside it, on this page or any other, is
            affected when you leave.
          </p>
        </Example>

        <h2 className="ui dividing header">Customization</h2>
        <p>
          <code>useLocalization()</code> also loads and changes languages while the app runs:
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
import fr from 'sui-react/locales/fr';

const { load, patch, setLanguage } = useLocalization();

// Adds a language (or replaces one); whatever it leaves out comes from English (UK).
load('fr', fr);
// Changes some of its texts; components that use it update at once.
patch('fr', { search: { placeholder: 'Custom!' } });
// Switches every component under the provider to it.
setLanguage('fr');`,
          )}
        />
        <p>
          The second argument of <code>load</code> and <code>patch</code> is a{' '}
          <code>PartialLocaleValues</code>: the <code>LocaleValues</code> below with every field optional, at
          every depth. A language of your own can therefore start from a few strings. Date formats use
          date-fns tokens (<code>d MMMM yyyy</code>, <code>h:mm a</code>). These are the library&apos;s own
          declarations:
        </p>
        <LazyCodeBlock load={types} caption="sui-react/localization: types.ts" />

        <h2 className="ui dividing header">Built-in languages</h2>
        <p>
          These languages come with the library; import each from <code>sui-react/locales/&lt;code&gt;</code>.
          English (UK) is built into the localization core and is the fallback for every other language.
        </p>
        <ul className="ui list built-in-languages" aria-label="Built-in languages">
          {languageFamilies(languages).map((family) => (
            <li key={family.name}>
              {family.name}
              {family.code ? (
                <>
                  {' '}
                  <LanguageCode code={family.code} />
                </>
              ) : (
                <ul>
                  {family.variants.map((variant) => (
                    <li key={variant.code}>
                      {variant.name} <LanguageCode code={variant.code} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <p>
          Is your language missing? Copy a locale file, translate it, and send a pull request to the{' '}
          <a href={`${REPOSITORY_URL}/pulls`}>repository</a>.
        </p>
      </PageContent>
    </>
  );
}
