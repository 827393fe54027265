import { Header } from 'sui-react/header';
import { Icon } from 'sui-react/icon';
import { Segment } from 'sui-react/segment';

export default function TypesExample() {
  return (
    <>
      <Segment>A segment groups related content in a frame.</Segment>
      <Segment raised>Raised: a shadow lifts it above the page.</Segment>
      <Segment stacked>Stacked: a few sheets under it.</Segment>
      <Segment stacked="tall">Tall stacked: a higher stack.</Segment>
      <Segment piled>Piled: a messy pile of sheets.</Segment>
      <Segment vertical>Vertical: no frame, a line under it…</Segment>
      <Segment vertical>…like this one.</Segment>
      <Segment placeholder>
        <Header icon as="h4">
          <Icon name="file alternate outline" />
          No invoices yet
        </Header>
        <Segment.Inline>
          <button type="button" className="ui primary button">
            Create an invoice
          </button>
          <button type="button" className="ui button">
            Import
          </button>
        </Segment.Inline>
      </Segment>
    </>
  );
}
