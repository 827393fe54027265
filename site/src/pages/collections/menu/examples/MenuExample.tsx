import { Menu } from 'sui-react/menu';

// A site's main navigation: a `nav` landmark with a name, links with href, the current page active.
export default function MenuExample() {
  return (
    <Menu as="nav" aria-label="Main">
      <Menu.Item header>Our Company</Menu.Item>
      <Menu.Item href="#home" name="home" active />
      <Menu.Item href="#about" name="aboutUs" />
      <Menu.Item href="#jobs" name="jobs" />
      <Menu.Menu position="right">
        <Menu.Item href="#login" name="logIn" />
      </Menu.Menu>
    </Menu>
  );
}
