import { Flag } from 'sui-react/flag';

export default function TypesExample() {
  return (
    <>
      <p>
        By code: <Flag name="fr" aria-label="France" /> <Flag name="jp" aria-label="Japan" />{' '}
        <Flag name="br" aria-label="Brazil" />
      </p>
      <p>
        By name or alias: <Flag name="new zealand" aria-label="New Zealand" />{' '}
        <Flag name="uk" aria-label="United Kingdom" /> <Flag name="gb sct" aria-label="Scotland" />
      </p>
      <p>
        <Flag name="ca" /> Canada (the flag is decorative here: the text names the country)
      </p>
    </>
  );
}
