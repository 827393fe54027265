import { Rating } from 'sui-react/rating';

export default function StyledExample() {
  return (
    <>
      <h4 className="ui top attached header">Stars</h4>
      <div className="ui attached segment">
        <Rating color="yellow" defaultValue={3} maximum={5} aria-label="Stars" />
      </div>
      <h4 className="ui attached header">Hearts</h4>
      <div className="ui bottom attached segment">
        <Rating color="red" icon="heart" defaultValue={3} maximum={5} aria-label="Hearts" />
      </div>
    </>
  );
}
