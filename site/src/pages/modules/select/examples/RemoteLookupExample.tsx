import { useState } from 'react';
import { Select } from 'sui-react/select';

interface Option {
  id: number;
  name: string;
}

const options: Option[] = [
  'Example',
  'Test',
  'What',
  'No',
  'Benefit',
  'Oranges',
  'Artemis',
  'Another',
  'Apples',
  'Foo',
  'Bar',
].map((name, id) => ({ id, name }));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in for an API: answers after 500 ms. */
async function lookup(query: string | undefined, initial?: number | number[]): Promise<Option | Option[]> {
  await wait(500);
  if (initial !== undefined) return options.find((option) => option.id === initial)!;
  let pattern: RegExp;
  try {
    pattern = new RegExp(query ?? '', 'i');
  } catch {
    // Not a valid pattern: search for the plain text.
    pattern = new RegExp((query ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  }
  return options.filter((option) => pattern.test(option.name));
}

export default function RemoteLookupExample() {
  const [id, setId] = useState<number | null>(3);

  return (
    <>
      <Select<Option, number>
        selection
        optionsLookup={lookup}
        labelField="name"
        valueField="id"
        searchable
        value={id}
        onChange={setId}
        aria-label="Remote option"
      />
      <p>
        Selected id: <code data-testid="remote-value">{JSON.stringify(id)}</code>
      </p>
    </>
  );
}
