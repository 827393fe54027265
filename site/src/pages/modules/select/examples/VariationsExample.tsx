import { useState } from 'react';
import { Select, SelectOption } from 'sui-react/select';

const spans = ['today', 'this week', 'this month'];
const tags = ['Important', 'Announcement', 'Discussion'];
const languages = ['English', 'French', 'German', 'Japanese', 'Spanish'];

export default function VariationsExample() {
  const [basic, setBasic] = useState<string | null>(null);
  const [span, setSpan] = useState('today');
  const [tag, setTag] = useState<string | null>(null);
  const [language, setLanguage] = useState<string | null>(null);

  return (
    <>
      <h4 className="ui dividing header" id="variations-basic">
        Basic
      </h4>
      <Select placeholder="Choose" value={basic} onChange={setBasic} aria-labelledby="variations-basic">
        <SelectOption value="Option 1" />
        <SelectOption value="Option 2" />
        <SelectOption value="Option 3" />
        <SelectOption value="Option 4" />
      </Select>
      <p>
        Chosen: <code>{JSON.stringify(basic)}</code>
      </p>

      <h4 className="ui dividing header">Inline</h4>
      <h4 className="ui header">
        <i className="trophy icon" aria-hidden="true" />
        <div className="content">
          Trending repos{' '}
          <Select inline options={spans} value={span} onChange={setSpan} aria-label="Time span">
            {(filtered) => (
              <>
                <div className="header">Adjust time span</div>
                {filtered.map((option) => (
                  <SelectOption key={option} value={option} />
                ))}
              </>
            )}
          </Select>
        </div>
      </h4>

      <h4 className="ui dividing header">Button</h4>
      <Select
        className="floating labeled icon button"
        icon="filter"
        options={tags}
        searchable
        placeholder="Select Filter"
        value={tag}
        onChange={setTag}
        aria-label="Filter by tag"
      >
        {(filtered) => (
          <>
            <div className="header">
              <i className="tags icon" aria-hidden="true" />
              Filter by tag
            </div>
            {filtered.map((option) => (
              <SelectOption key={option} value={option} />
            ))}
          </>
        )}
      </Select>
      <p>
        Filter: <code>{JSON.stringify(tag)}</code>
      </p>

      <h4 className="ui dividing header">Fixed text</h4>
      <Select
        className="labeled icon button"
        icon="world"
        options={languages}
        searchable
        text="Select language"
        value={language}
        onChange={setLanguage}
      />
      <p>
        Language: <code>{JSON.stringify(language)}</code>
      </p>
    </>
  );
}
