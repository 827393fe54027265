import type { ReactNode } from 'react';
import { Link, matchRoute, useRouter } from 'wouter';
import { useSiteLocation } from '../location';
import { menuRoutes, NAV_GROUPS, type RouteEntry } from '../routes';
import logo from './logo.svg';
import { REPOSITORY_URL } from './repository';

interface NavMenuProps {
  /** Called when a link in the menu is chosen (the mobile sidebar closes itself). */
  onNavigate?: () => void;
  /** The search button, under the logo (the wide layout's menu; the top bar has its own). */
  search?: ReactNode;
}

/**
 * A menu link to a route. The current page's link is marked `aria-current="page"` and `active` (the
 * kit's look), whatever anchor the address holds; "current" is the same match as the router's.
 */
function MenuLink({
  route,
  onNavigate,
  children,
}: {
  route: RouteEntry;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const { parser } = useRouter();
  const { pathname } = useSiteLocation();
  const [current] = matchRoute(parser, route.path, pathname);
  return (
    <Link
      href={route.path}
      className={current ? 'item active' : 'item'}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
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
          <MenuLink key={route.path} route={route} onNavigate={onNavigate}>
            <strong>{route.label ?? route.title}</strong>
          </MenuLink>
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
                <MenuLink key={route.path} route={route} onNavigate={onNavigate}>
                  {route.label ?? route.title}
                </MenuLink>
              ))}
            </div>
          </div>
        );
      })}
    </>
  );
}
