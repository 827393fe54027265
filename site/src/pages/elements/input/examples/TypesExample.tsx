import { Input } from 'sui-react/input';

export default function TypesExample() {
  return (
    <>
      <label htmlFor="input-types-city" className="ui sub header">
        City
      </label>
      <Input id="input-types-city" name="city" placeholder="Lisbon, Kyoto…" />
    </>
  );
}
