import { Input } from 'sui-react/input';
import { Segment } from 'sui-react/segment';

/** Space between the rows. */
const row = { marginBottom: '1em' };

export default function VariationsExample() {
  return (
    <>
      <div style={row}>
        <Input icon="search" aria-label="Search the docs" placeholder="Search…" />{' '}
        <Input icon="at" iconPosition="left" aria-label="Email" placeholder="Email" />
      </div>
      <div style={row}>
        <Input label="https://" id="input-site" placeholder="example.com" />{' '}
        <Input
          label={{ basic: true, content: 'kg' }}
          labelPosition="right"
          name="weight"
          placeholder="Weight"
        />
      </div>
      <div style={row}>
        <Input
          label={{ icon: 'asterisk', color: 'red' }}
          labelPosition="right corner"
          aria-label="Name (required)"
          required
          placeholder="Name"
        />
      </div>
      <div style={row}>
        <Input action="Subscribe" aria-label="Email for the newsletter" placeholder="you@example.com" />{' '}
        <Input
          action={{ icon: 'copy', 'aria-label': 'Copy the link', color: 'teal' }}
          actionPosition="left"
          aria-label="Link"
          defaultValue="https://example.com/s/4kq2"
          readOnly
        />
      </div>
      <div style={row}>
        <Input transparent aria-label="Transparent" placeholder="Transparent, no border" />
      </div>
      <Segment inverted>
        <Input inverted icon="search" aria-label="Search, inverted" placeholder="Search…" />
      </Segment>
      <div style={row}>
        <Input fluid icon="search" aria-label="Search, fluid" placeholder="As wide as its container" />
      </div>
      {(['mini', 'small', 'large'] as const).map((size) => (
        <div key={size} style={row}>
          <Input
            size={size}
            icon="search"
            aria-label={`Search, ${size}`}
            placeholder={`${size[0]!.toUpperCase()}${size.slice(1)}`}
          />
        </div>
      ))}
    </>
  );
}
