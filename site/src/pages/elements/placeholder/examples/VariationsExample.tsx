import { Placeholder } from 'sui-react/placeholder';

export default function VariationsExample() {
  return (
    <>
      <Placeholder fluid>
        <Placeholder.Line length="full" />
        <Placeholder.Line length="full" />
      </Placeholder>
      <div className="ui inverted segment">
        <Placeholder inverted>
          <Placeholder.Header image>
            <Placeholder.Line />
            <Placeholder.Line />
          </Placeholder.Header>
        </Placeholder>
      </div>
    </>
  );
}
