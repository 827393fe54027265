import { useEffect, type ReactNode } from 'react';
import { RepositoryButtons } from '../layout/RepositoryButtons';

interface PageTitleProps {
  /** The page title, also used for the document title. */
  title: string;
  /** One sentence under the title. */
  children?: ReactNode;
}

/** The page heading (h1) with its sub-header. */
export function PageTitle({ title, children }: PageTitleProps) {
  useEffect(() => {
    document.title = `${title} · sui-react`;
  }, [title]);
  return (
    <header className="ui vertical segment page-title">
      <RepositoryButtons size="large" />
      <h1 className="ui header">{title}</h1>
      {children && <p className="page-subtitle">{children}</p>}
    </header>
  );
}
