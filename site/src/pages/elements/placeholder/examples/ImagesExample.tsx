import { Placeholder } from 'sui-react/placeholder';

export default function ImagesExample() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1em', alignItems: 'flex-start' }}>
      <Placeholder style={{ width: 120, margin: 0 }}>
        <Placeholder.Image square />
      </Placeholder>
      <Placeholder style={{ width: 200, margin: 0 }}>
        <Placeholder.Image rectangular />
      </Placeholder>
      <Placeholder style={{ width: 200, margin: 0 }}>
        <Placeholder.Image />
        <Placeholder.Paragraph>
          <Placeholder.Line length="long" />
          <Placeholder.Line length="short" />
        </Placeholder.Paragraph>
      </Placeholder>
    </div>
  );
}
