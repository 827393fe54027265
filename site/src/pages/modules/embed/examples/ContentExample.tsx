import { Embed } from 'sui-react/embed';

export default function ContentExample() {
  return (
    <Embed
      title="Release notes"
      playLabel="Show the release notes"
      icon="file alternate outline"
      aspectRatio="21:9"
    >
      <div className="ui padded segment" style={{ height: '100%', margin: 0 }}>
        <h3 className="ui header">Release notes</h3>
        <p>Content of your own, shown in place of an iframe once the embed is active.</p>
      </div>
    </Embed>
  );
}
