import { TabContent, TabHeader, Tabset } from 'sui-react/tabs';

export default function StyledExample() {
  return (
    <Tabset>
      <div className="ui secondary menu">
        <TabHeader id="1">First</TabHeader>
        <TabHeader id="2">Second</TabHeader>
        <TabHeader id="3">Third</TabHeader>
      </div>
      <TabContent id="1" className="ui segment">
        <Tabset>
          <div className="ui pointing secondary menu">
            <TabHeader id="1">Nested 1</TabHeader>
            <TabHeader id="2">Nested 2</TabHeader>
          </div>
          <TabContent id="1" className="ui basic segment">
            The first nested tab.
          </TabContent>
          <TabContent id="2" className="ui basic segment">
            The second nested tab.
          </TabContent>
        </Tabset>
      </TabContent>
      <TabContent id="2" className="ui segment">
        Second tab!
      </TabContent>
      <TabContent id="3" className="ui segment">
        Third tab!
      </TabContent>
    </Tabset>
  );
}
