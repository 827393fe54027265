import 'fomantic-ui-css/components/breadcrumb.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import breadcrumb from './examples/BreadcrumbExample.tsx?example';
import click from './examples/ClickExample.tsx?example';
import sections from './examples/SectionsExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/breadcrumb?api');

export default function BreadcrumbPage() {
  return (
    <>
      <PageTitle title="Breadcrumb">A breadcrumb shows where a page sits among the pages above it.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Breadcrumb" example={breadcrumb}>
          <p>
            Sections with an <code>href</code> are links. The current page is <code>active</code>: plain text,
            marked <code>aria-current=&quot;page&quot;</code>. A divider draws a <code>/</code> unless it is
            given text or an <code>icon</code>.
          </p>
        </Example>
        <Example title="Sections" example={sections}>
          <p>
            <code>sections</code> draws the trail from data, with a divider between each two sections: the
            text of <code>divider</code>, or the icon of <code>icon</code>. A string is a section drawn as a
            link, an object a section&rsquo;s props (give each a <code>key</code>).
          </p>
        </Example>
        <Example title="Sections that run code" example={click}>
          <p>
            A section with <code>onClick</code> and no <code>href</code> is still a link for the keyboard and
            for screen readers: the Tab key reaches it and Enter follows it. The handler gets the event and
            the section&rsquo;s props.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            <code>size</code> sets the size of the text, and <code>inverted</code> lightens it for a dark
            background.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Breadcrumb follows the WAI-ARIA breadcrumb pattern. It is a <code>nav</code> landmark named
          &ldquo;Breadcrumb&rdquo; (give <code>aria-label</code> or <code>aria-labelledby</code> for another
          name, and a different name to each breadcrumb of a page); the current page is{' '}
          <code>aria-current=&quot;page&quot;</code>, and the dividers are hidden from screen readers, which
          read the trail as a list of links. With <code>as=&quot;div&quot;</code> it is no landmark and has no
          name. Breadcrumb uses no hook and no state: a React Server Component renders it with no client
          JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
