import { useState } from 'react';
import { Dropdown, DropdownDivider, DropdownHeader, DropdownItem, DropdownMenu } from 'sui-react/dropdown';
import { Input } from 'sui-react/input';

const TAGS = [
  { name: 'Important', color: 'red' },
  { name: 'Announcement', color: 'blue' },
  { name: 'Cannot fix', color: 'black' },
  { name: 'News', color: 'purple' },
  { name: 'Enhancement', color: 'orange' },
  { name: 'Off topic', color: 'yellow' },
  { name: 'Discussion', color: 'green' },
];

export default function FilterExample() {
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const wanted = query.trim().toLowerCase();
  const shown = TAGS.filter((t) => t.name.toLowerCase().includes(wanted));

  return (
    <>
      <Dropdown text="Filter posts" icon="filter" className="labeled icon button" floating>
        <DropdownMenu
          filter={
            <>
              <Input
                icon="search"
                iconPosition="left"
                className="search"
                placeholder="Search tags…"
                aria-label="Search tags"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
              <DropdownDivider />
              <DropdownHeader>
                <i className="tags icon" aria-hidden="true" />
                Tag label
              </DropdownHeader>
              {shown.length === 0 && <div className="message">No tag matches “{query.trim()}”.</div>}
            </>
          }
        >
          {shown.map((t) => (
            <DropdownItem key={t.name} onSelect={() => setTag(t.name)}>
              <span className={`ui ${t.color} empty circular label`} aria-hidden="true" />
              {t.name}
            </DropdownItem>
          ))}
        </DropdownMenu>
      </Dropdown>
      <p className="dropdown-example-output">
        Posts tagged: <code>{tag ?? 'any'}</code>
      </p>
    </>
  );
}
