import { Menu } from 'sui-react/menu';

// On a narrow screen the items of a stackable menu stack into a column.
export default function StackableExample() {
  return (
    <Menu as="nav" aria-label="Features" stackable>
      <Menu.Item header>Fomantic</Menu.Item>
      <Menu.Item href="#features" name="features" active />
      <Menu.Item href="#testimonials" name="testimonials" />
      <Menu.Item onClick={() => {}} name="signIn" />
      <Menu.Item disabled onClick={() => {}} name="signUp" />
    </Menu>
  );
}
