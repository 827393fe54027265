import { Sticky } from 'sui-react/sticky';

const SECTIONS = ['Planning', 'Building', 'Testing', 'Shipping'];

export default function StickyNativeExample() {
  return (
    <div className="ui segment">
      <Sticky>
        <div className="ui inverted segment" id="sticky-native-bar">
          A bar held at the top while this segment scrolls by
        </div>
      </Sticky>
      {SECTIONS.map((name) => (
        <section key={name}>
          <h4 className="ui header">{name}</h4>
          <p>
            Without a context or pushing, the bar uses the browser&apos;s own sticky positioning within the
            segment that holds it, and leaves with the segment&apos;s end.
          </p>
        </section>
      ))}
    </div>
  );
}
