import { Menu } from 'sui-react/menu';

const LINKS = ['home', 'messages', 'friends'].map((name, index) => ({
  key: name,
  name,
  href: `#${name}`,
  active: index === 0,
}));

// The menu's types: secondary, pointing, secondary pointing, text and vertical.
export default function TypesExample() {
  return (
    <>
      <Menu aria-label="Secondary" as="nav" secondary items={LINKS} />
      <Menu aria-label="Pointing" as="nav" pointing items={LINKS} />
      <Menu aria-label="Secondary pointing" as="nav" secondary pointing items={LINKS} />
      <Menu aria-label="Text" as="nav" text items={LINKS} />
      <Menu aria-label="Vertical" as="nav" vertical pointing items={LINKS} />
    </>
  );
}
