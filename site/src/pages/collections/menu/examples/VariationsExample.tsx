import { Menu } from 'sui-react/menu';

const ICONS = ['gamepad', 'video camera', 'video play'];
const LINKS = ['home', 'messages', 'friends'].map((name) => ({ key: name, name, href: `#${name}` }));

// Colours, inverted, sizes, icon menus, widths, compact and borderless.
export default function VariationsExample() {
  return (
    <>
      <Menu as="nav" aria-label="Inverted" inverted color="teal" widths={3} items={LINKS} activeIndex={0} />
      <Menu color="red" size="small" borderless items={['home', 'messages', 'friends']} activeIndex={1} />
      <Menu compact icon="labeled">
        {ICONS.map((icon, index) => (
          <Menu.Item key={icon} href={`#${icon}`} icon={icon} name={icon} active={index === 0} />
        ))}
      </Menu>{' '}
      <Menu compact icon>
        {ICONS.map((icon) => (
          <Menu.Item key={icon} href={`#${icon}`} icon={icon} aria-label={icon} />
        ))}
      </Menu>
      <Menu fluid vertical size="large" items={['one', 'two']} activeIndex={1} />
    </>
  );
}
