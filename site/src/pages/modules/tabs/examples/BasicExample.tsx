import { TabContent, TabHeader, Tabset } from 'sui-react/tabs';

export default function BasicExample() {
  return (
    <Tabset>
      <div className="ui top attached tabular menu">
        <TabHeader id="1">First</TabHeader>
        <TabHeader id="2">Second</TabHeader>
        <TabHeader id="3">Third</TabHeader>
      </div>
      <TabContent id="1" className="ui bottom attached segment">
        First tab!
      </TabContent>
      <TabContent id="2" className="ui bottom attached segment">
        Second tab!
      </TabContent>
      <TabContent id="3" className="ui bottom attached segment">
        Third tab!
      </TabContent>
    </Tabset>
  );
}
