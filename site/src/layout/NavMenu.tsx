import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { menuRoutes, NAV_GROUPS } from '../routes';
import logo from './logo.svg';
import { REPOSITORY_URL } from './repository';

interface NavMenuProps {
  /** Called when a link in the menu is chosen (the mobile sidebar closes itself). */
  onNavigate?: () => void;
  /** The search button, under the logo (the wide layout's menu; the top bar has its own). */
  search?: ReactNode;
}

/** The site navigation: logo, Getting Started, the repository, then one group per library section. */
export function NavMenu({ onNavigate, search }: NavMenuProps) {
  const visible = menuRoutes(import.meta.env.DEV);
  return (
    <>
      <div className="item nav-logo">
        <img src={logo} alt="" width={27} height={27} />
        <strong>sui-react</strong>
      </div>
      {search}
      {visible
        .filter((route) => !route.group)
        .map((route) => (
          <NavLink key={route.path} to={route.path} className="item" onClick={onNavigate}>
            <strong>{route.label ?? route.title}</strong>
          </NavLink>
        ))}
      <a className="item" href={REPOSITORY_URL} rel="noopener noreferrer" target="_blank">
        <strong>Source repository</strong>
        <i className="external alternate icon" aria-hidden="true" />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {NAV_GROUPS.map((group) => {
        const pages = visible.filter((route) => route.group === group);
        if (!pages.length) return null;
        return (
          <div className="item" key={group} role="group" aria-labelledby={`nav-${group}`}>
            <div className="header" id={`nav-${group}`}>
              {group}
            </div>
            <div className="menu">
              {pages.map((route) => (
                <NavLink key={route.path} to={route.path} className="item" onClick={onNavigate}>
                  {route.label ?? route.title}
                </NavLink>
              ))}
            </div>
          </div>
        );
      })}
    </>
  );
}
