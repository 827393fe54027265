import { Label } from 'sui-react/label';

export default function VariationsExample() {
  return (
    <div style={{ display: 'grid', gap: '1em', justifyItems: 'start' }}>
      <div>
        <Label color="red">Red</Label>
        <Label color="violet">Violet</Label>
        <Label color="purple">Purple</Label>
        <Label color="brown">Brown</Label>
        <Label color="grey">Grey</Label>
        <Label color="black">Black</Label>
      </div>
      <div>
        <Label inverted color="orange">
          Orange
        </Label>
        <Label inverted color="yellow">
          Yellow
        </Label>
        <Label inverted color="olive">
          Olive
        </Label>
        <Label inverted color="green">
          Green
        </Label>
        <Label inverted color="teal">
          Teal
        </Label>
        <Label inverted color="blue">
          Blue
        </Label>
        <Label inverted color="pink">
          Pink
        </Label>
      </div>
      <div>
        <Label size="mini">Mini</Label>
        <Label size="small">Small</Label>
        <Label>Default</Label>
        <Label size="large">Large</Label>
        <Label size="huge">Huge</Label>
      </div>
      <div>
        <Label circular color="black">
          7
        </Label>
        <Label circular color="red">
          12
        </Label>
        <Label basic>Basic</Label>
        <span>
          Online <Label circular empty color="violet" aria-hidden />
        </span>
      </div>
      <div>
        <button type="button" className="ui button" style={{ position: 'relative' }}>
          Messages
          <Label as="span" floating color="red">
            3<span className="visually-hidden"> unread</span>
          </Label>
        </button>
      </div>
    </div>
  );
}
