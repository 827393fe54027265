import { useState, type FormEvent } from 'react';
import { RangeSlider, Slider } from 'sui-react/slider';

export default function FormExample() {
  const [entries, setEntries] = useState<[string, string][] | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault(); // a real app lets it post, or gives the form an action
    setEntries([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]));
  };

  return (
    <form className="ui form" aria-label="Search filters" onSubmit={submit} onReset={() => setEntries(null)}>
      <div className="field">
        <label id="slider-form-distance">Distance (km)</label>
        <Slider aria-labelledby="slider-form-distance" name="distance" max={50} defaultValue={10} labeled />
      </div>
      <div className="field">
        <label id="slider-form-years">Years</label>
        <RangeSlider
          aria-labelledby="slider-form-years"
          name="years"
          min={1990}
          max={2030}
          step={5}
          defaultValue={[2000, 2020]}
          labeled
        />
      </div>
      <button className="ui primary button" type="submit">
        Search
      </button>
      <button className="ui button" type="reset">
        Reset
      </button>
      {entries && (
        <pre aria-label="Submitted entries">
          {entries.map(([name, value]) => `${name}=${value}`).join('\n')}
        </pre>
      )}
    </form>
  );
}
