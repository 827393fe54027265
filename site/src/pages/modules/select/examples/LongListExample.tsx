import { useMemo, useState } from 'react';
import { Select } from 'sui-react/select';

export default function LongListExample() {
  const options = useMemo(
    () => Array.from({ length: 10_000 }, (_, i) => `Item ${String(i + 1).padStart(5, '0')}`),
    [],
  );
  const [value, setValue] = useState<string | null>(null);

  return (
    <>
      <Select
        selection
        options={options}
        searchable
        placeholder="Search 10,000 items"
        value={value}
        onChange={setValue}
        aria-label="Long list"
      />
      <p>
        Chosen: <code data-testid="long-value">{JSON.stringify(value)}</code>
      </p>
    </>
  );
}
