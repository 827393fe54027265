import { useRef, useState } from 'react';
import { Datepicker } from 'sui-react/datepicker';
import { LocalizationProvider, useLocalization } from 'sui-react/localization';
import { Select } from 'sui-react/select';
import { languages, localeValues } from '../languages';

const options = ['Option 1', 'Option 2', 'Option 3'];

function LanguageForm() {
  const { language, loaded, load, values, setLanguage } = useLocalization();
  const [date, setDate] = useState<Date | null>(null);
  const [option, setOption] = useState<string | null>(null);

  // Each language loads the first time it is picked. When picks overlap, the last one wins.
  const picked = useRef(language);
  const pick = async (code: string) => {
    picked.current = code;
    if (!loaded.includes(code)) load(code, await localeValues(code));
    if (picked.current === code) setLanguage(code);
  };

  return (
    // Right-to-left languages such as Hebrew turn the whole form around.
    <div className="ui form language-form" dir={values.direction} data-testid="language-area">
      <div className="field">
        <label id="language-label">Language</label>
        <Select
          selection
          searchable
          options={languages}
          labelField="name"
          valueField="code"
          value={language}
          onChange={pick}
          aria-labelledby="language-label"
        />
      </div>
      <div className="field">
        <label htmlFor="language-date">Date</label>
        <div className="ui fluid left icon input">
          <i className="calendar icon" aria-hidden="true" />
          <Datepicker
            id="language-date"
            mode="date"
            useNativeOnMobile={false}
            value={date}
            onChange={setDate}
          />
        </div>
      </div>
      <div className="field">
        <label id="language-option-label">Option</label>
        <Select
          className="fluid selection"
          options={options}
          value={option}
          onChange={setOption}
          aria-labelledby="language-option-label"
        />
      </div>
      <p>
        Language in use: <code data-testid="language-code">{language}</code>
      </p>
    </div>
  );
}

/**
 * The example has its own provider: only the components inside it change language, and it starts
 * in English (UK) every time the page opens.
 */
export default function ChangeLanguageExample() {
  return (
    <LocalizationProvider language="en-GB">
      <LanguageForm />
    </LocalizationProvider>
  );
}
