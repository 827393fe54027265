// A server page of sui-react's elements (and the collections and views with no state: Breadcrumb,
// Grid, Table, Item, Card, Feed, Comment, Statistic, Advertisement), and nothing else: no "use client" here, and none in the
// elements' modules (the library build leaves out the directive where a module needs no hooks,
// state or effect). Next.js renders them to HTML on the server and sends no JavaScript for them:
// e2e/elements.spec.ts checks that this page loads exactly the scripts of app/plain/page.tsx,
// which draws the same kind of page by hand, with no library element.
import { Advertisement } from 'sui-react/advertisement';
import { Breadcrumb } from 'sui-react/breadcrumb';
import { Button } from 'sui-react/button';
import { Card, CardGroup } from 'sui-react/card';
import { Comment, CommentGroup } from 'sui-react/comment';
import { Container } from 'sui-react/container';
import { Divider } from 'sui-react/divider';
import { Emoji } from 'sui-react/emoji';
import { Feed } from 'sui-react/feed';
import { Flag } from 'sui-react/flag';
import { Grid, GridColumn } from 'sui-react/grid';
import { Header } from 'sui-react/header';
import { Icon } from 'sui-react/icon';
import { Image } from 'sui-react/image';
import { Item, ItemGroup } from 'sui-react/item';
import { Label } from 'sui-react/label';
import { List } from 'sui-react/list';
import { Loader } from 'sui-react/loader';
import { Placeholder, PlaceholderLine, PlaceholderParagraph } from 'sui-react/placeholder';
import { Segment } from 'sui-react/segment';
import { Statistic, StatisticGroup } from 'sui-react/statistic';
import { Step, StepGroup } from 'sui-react/step';
import { Table } from 'sui-react/table';
import { Text } from 'sui-react/text';

export const metadata = { title: 'Elements, rendered on the server' };

const fruits = [
  { name: 'Apples', count: 12, country: 'fr' },
  { name: 'Bananas', count: 30, country: 'ec' },
  { name: 'Cherries', count: 7, country: 'it' },
] as const;

export default function ElementsPage() {
  return (
    <Container as="main">
      <Breadcrumb
        icon="right angle"
        sections={[
          { key: 'home', content: 'Home', href: '/' },
          { key: 'elements', content: 'Elements', active: true },
        ]}
      />
      <Header
        as="h1"
        icon="leaf"
        content="Elements"
        subheader="Rendered on the server, with no client JavaScript"
      />
      <Grid columns={3} stackable>
        {fruits.map((fruit) => (
          <GridColumn key={fruit.name}>
            <Segment className="fruit">
              <Header as="h2" size="small" content={fruit.name} />
              <Label color="blue" icon="box" content={fruit.count} />
              <Icon name="truck" color="grey" />
              <Flag name={fruit.country} />
              <Button primary size="small" content="Order" />
              <Image avatar src="/icon.svg" alt="" />
            </Segment>
          </GridColumn>
        ))}
      </Grid>
      <Table
        celled
        unstackable
        caption="Stock"
        headerRow={['Fruit', 'Count']}
        tableData={fruits}
        renderBodyRow={(fruit) => ({ key: fruit.name, cells: [fruit.name, fruit.count] })}
      />
      <ItemGroup divided>
        {fruits.map((fruit) => (
          <Item
            key={fruit.name}
            image={{ src: '/icon.svg', alt: '', size: 'mini' }}
            header={fruit.name}
            meta={`${fruit.count} in stock`}
          />
        ))}
        <Item>
          <Item.Content verticalAlign="middle" header="Mixed box" description="A bit of everything" />
        </Item>
      </ItemGroup>
      <CardGroup itemsPerRow={2} stackable>
        <Card
          href="/"
          aria-labelledby="card-home"
          header={{ id: 'card-home', content: 'Orchard' }}
          meta="Open daily"
          extra={<Label content="Local" />}
        />
        <Card image={{ src: '/icon.svg', alt: '' }} header="Boxes" description="Packed by hand" />
      </CardGroup>
      <StatisticGroup size="small" widths={2}>
        <Statistic value={49} label="Fruit in stock" />
        <Statistic value="Three" text label="Countries" />
      </StatisticGroup>
      <Feed
        size="small"
        events={[
          { key: 'packed', icon: 'box', date: 'Today', summary: 'Twelve boxes packed' },
          { key: 'sent', icon: 'truck', date: 'Yesterday', summary: 'Seven boxes sent', meta: '3 thanks' },
        ]}
      />
      <CommentGroup threaded>
        <Comment>
          <Comment.Avatar src="/icon.svg" />
          <Comment.Content>
            <Comment.Author>Ana</Comment.Author>
            <Comment.Metadata>Today</Comment.Metadata>
            <Comment.Text>The cherries were perfect.</Comment.Text>
            <Comment.Actions>
              <Comment.Action href="#reply">Reply</Comment.Action>
            </Comment.Actions>
          </Comment.Content>
        </Comment>
      </CommentGroup>
      <Advertisement unit="small rectangle" centered test="Your ad here" />
      <Divider horizontal content="Delivery" />
      <StepGroup size="small">
        <Step completed icon="cart" title="Basket" description="Fruit chosen" />
        <Step active icon="truck" title="Shipping" description="On its way" />
        <Step disabled icon="home" title="Delivered" />
      </StepGroup>
      <List bulleted items={['Washed', 'Packed by hand', 'Sent the same day']} />
      <Text color="green" content="In season" /> <Emoji name="cherries" />
      <Loader active inline size="small" content="Checking stock" />
      <Placeholder>
        <PlaceholderParagraph>
          <PlaceholderLine />
          <PlaceholderLine />
        </PlaceholderParagraph>
      </Placeholder>
    </Container>
  );
}
