import { useState } from 'react';
import { Menu } from 'sui-react/menu';
import { Segment } from 'sui-react/segment';

const SECTIONS = ['bio', 'photos', 'settings'];

// A controlled menu: the parent holds activeIndex and draws the matching content.
export default function TabularExample() {
  const [active, setActive] = useState(0);
  return (
    <>
      <Menu
        attached="top"
        tabular
        items={SECTIONS}
        activeIndex={active}
        onItemClick={(_event, { index }) => setActive(index ?? 0)}
      />
      <Segment attached="bottom">The {SECTIONS[active]} section.</Segment>
    </>
  );
}
