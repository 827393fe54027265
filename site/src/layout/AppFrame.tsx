import { useRef, useState, type ReactNode } from 'react';
import { Sidebar, SidebarContainer, SidebarSibling } from 'sui-react/sidebar';
import { SearchButton, SiteSearchProvider } from '../search/SiteSearch';
import { NavMenu } from './NavMenu';
import { RepositoryButtons } from './RepositoryButtons';
import { ThemeButton } from './ThemeButton';

/**
 * The site frame. Above 1200px the menu sits at the left. At 1200px and less it hides; a top bar
 * shows a menu button that opens the same menu in the library's own Sidebar (uncover, left) over
 * dimmed content. Choosing an item, clicking the content or pressing Escape closes it, and focus
 * returns to the button. The theme switch (ThemeButton) follows the search button in both.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const [navOpen, setNavOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  return (
    <SiteSearchProvider>
      <SidebarContainer className="site-root">
        <Sidebar
          id="site-sidebar"
          className="vertical inverted site-sidebar"
          transition="uncover"
          direction="left"
          visible={navOpen}
          onVisibleChange={setNavOpen}
          role="navigation"
          aria-label="Site"
        >
          <NavMenu onNavigate={() => setNavOpen(false)} />
        </Sidebar>
        <SidebarSibling dimmedWhenVisible className="site-pusher">
          <div className="full-height">
            <button type="button" className="skip-link" onClick={() => main.current?.focus()}>
              Skip to content
            </button>
            <nav className="toc" aria-label="Site">
              <div className="ui vertical inverted menu">
                <NavMenu
                  search={
                    <>
                      <SearchButton className="item site-search-button" />
                      <ThemeButton className="item site-theme-button" />
                    </>
                  }
                />
              </div>
            </nav>
            <div className="article">
              <header className="ui top attached inverted menu topbar">
                <button
                  type="button"
                  className="item launch"
                  aria-expanded={navOpen}
                  aria-controls="site-sidebar"
                  onClick={() => setNavOpen(true)}
                >
                  <i className="content icon" aria-hidden="true" />
                  Menu
                </button>
                <SearchButton className="item site-search-button" />
                <ThemeButton className="item site-theme-button" />
                <div className="right item">
                  <RepositoryButtons size="small" />
                </div>
              </header>
              <main ref={main} tabIndex={-1} id="main">
                {children}
              </main>
            </div>
          </div>
        </SidebarSibling>
      </SidebarContainer>
    </SiteSearchProvider>
  );
}
