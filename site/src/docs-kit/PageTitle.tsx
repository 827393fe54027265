import { useEffect, type ReactNode } from 'react';
import { RepositoryButtons } from '../layout/RepositoryButtons';
import { CompatCounterparts } from './CompatCounterparts';

interface PageTitleProps {
  /** The page title, also used for the document title. */
  title: string;
  /** One sentence under the title. */
  children?: ReactNode;
}

/**
 * The page heading (h1) with its sub-header, and on a page that sui-react/compat builds on, the line
 * naming its compat counterparts (CompatCounterparts).
 */
export function PageTitle({ title, children }: PageTitleProps) {
  useEffect(() => {
    document.title = `${title} · sui-react`;
  }, [title]);
  return (
    <header className="ui vertical segment page-title">
      <RepositoryButtons size="large" />
      <h1 className="ui header">{title}</h1>
      {children && <p className="page-subtitle">{children}</p>}
      <CompatCounterparts />
    </header>
  );
}
