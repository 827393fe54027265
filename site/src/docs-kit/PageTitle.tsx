import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { RepositoryButtons } from '../layout/RepositoryButtons';

interface PageTitleProps {
  /** The page title, also used for the document title. */
  title: string;
  /** One sentence under the title. */
  children?: ReactNode;
}

/**
 * The page heading (h1) with its sub-header, and on a page that sui-react/compat builds on, the line
 * naming its compat counterparts (CompatCounterparts). That line and its table are a chunk of their
 * own, loaded after the page has drawn, so that the pages it says nothing on (most of them) do not
 * carry it in their first load (the 110 KB budget, tests/build/site-size.test.ts).
 */
export function PageTitle({ title, children }: PageTitleProps) {
  useEffect(() => {
    document.title = `${title} · sui-react`;
  }, [title]);
  const [Counterparts, setCounterparts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void import('./CompatCounterparts').then(({ CompatCounterparts }) => {
      if (live) setCounterparts(() => CompatCounterparts);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <header className="ui vertical segment page-title">
      <RepositoryButtons size="large" />
      <h1 className="ui header">{title}</h1>
      {children && <p className="page-subtitle">{children}</p>}
      {Counterparts && <Counterparts />}
    </header>
  );
}
