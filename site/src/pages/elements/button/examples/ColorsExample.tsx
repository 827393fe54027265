import { Button } from 'sui-react/button';

export default function ColorsExample() {
  return (
    <div style={{ display: 'grid', gap: '1em' }}>
      <div>
        <Button color="red">Red</Button>
        <Button color="blue">Blue</Button>
        <Button color="green">Green</Button>
        <Button color="violet">Violet</Button>
        <Button color="purple">Purple</Button>
        <Button color="brown">Brown</Button>
        <Button color="grey">Grey</Button>
        <Button color="black">Black</Button>
      </div>
      <div className="ui inverted segment">
        <Button inverted color="orange">
          Orange
        </Button>
        <Button inverted color="yellow">
          Yellow
        </Button>
        <Button inverted color="olive">
          Olive
        </Button>
        <Button inverted color="teal">
          Teal
        </Button>
        <Button inverted color="pink">
          Pink
        </Button>
      </div>
      <div>
        <Button color="facebook" icon="facebook" content="Facebook" />
        <Button color="linkedin" icon="linkedin" content="LinkedIn" />
        <Button color="instagram" icon="instagram" content="Instagram" />
        <Button color="pinterest" icon="pinterest" content="Pinterest" />
        <Button color="vk" icon="vk" content="VK" />
      </div>
    </div>
  );
}
