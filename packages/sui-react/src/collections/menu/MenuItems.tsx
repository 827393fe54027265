'use client';
// The one part of Menu that keeps state: the current item of a menu drawn from `items` when the
// menu is not controlled (`defaultActiveIndex`, or `onItemClick` without `activeIndex`). A click
// moves the active item, as in Semantic UI React. It is a client module of its own, and says so
// itself, so that all the rest of the Menu is server code: the build keeps a module that imports
// such a boundary server code, so Menu, Menu.Item, Menu.Menu and Menu.Header are server components.
import { useState } from 'react';
import type { Shorthand } from '../../internal/shorthand.js';
import { menuItems, type MenuItemClick, type MenuItemProps } from './MenuItem.js';

export interface MenuItemsProps {
  items: ReadonlyArray<Shorthand<MenuItemProps>>;
  defaultActiveIndex?: number;
  onItemClick?: MenuItemClick;
}

/** A menu's `items` with their own current item. */
export function MenuItems({ items, defaultActiveIndex, onItemClick }: MenuItemsProps) {
  const [active, setActive] = useState(defaultActiveIndex);
  return (
    <>
      {menuItems(items, active, (event, data) => {
        setActive(data.index);
        onItemClick?.(event, data);
      })}
    </>
  );
}
