import { Step } from 'sui-react/step';

export default function VariationsExample() {
  return (
    <>
      <Step.Group
        size="mini"
        items={[
          { key: 'a', title: 'Mini', active: true },
          { key: 'b', title: 'Steps' },
        ]}
      />
      <br />
      <Step.Group
        size="large"
        items={[
          { key: 'a', title: 'Large', active: true },
          { key: 'b', title: 'Steps' },
        ]}
      />
      <Step.Group widths={3}>
        <Step icon="box" title="Packed" completed />
        <Step icon="shipping fast" title="On its way" active />
        <Step icon="flag checkered" title="Delivered" />
      </Step.Group>
      <Step.Group attached="top" widths={2}>
        <Step icon="pencil alternate" title="Write" active />
        <Step icon="eye" title="Preview" />
      </Step.Group>
      <div className="ui attached segment">
        <p>The group above is attached to this segment.</p>
      </div>
      <div className="ui inverted segment">
        <Step.Group inverted>
          <Step title="Inverted" completed />
          <Step title="On a dark" active />
          <Step title="Ground" />
        </Step.Group>
      </div>
    </>
  );
}
