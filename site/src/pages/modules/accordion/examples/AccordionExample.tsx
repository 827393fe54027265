import { useState } from 'react';
import { Accordion, AccordionPanel } from 'sui-react/accordion';

export default function AccordionExample() {
  const [firstOpen, setFirstOpen] = useState(true);

  return (
    <Accordion closeOthers={false} headingLevel={4}>
      <AccordionPanel title="Initially Expanded Panel" open={firstOpen} onOpenChange={setFirstOpen}>
        <p>
          This panel starts open. Set <code>open</code> and <code>onOpenChange</code> to bind a panel to state
          (it is open: <code>{String(firstOpen)}</code>), or <code>defaultOpen</code> to only choose how it
          starts.
        </p>
      </AccordionPanel>
      <AccordionPanel title="Disabled Panel" disabled defaultOpen>
        <p>
          <code>disabled</code> locks a panel in its current state: the user cannot toggle it, and opening
          other panels never closes it.
        </p>
      </AccordionPanel>
      <AccordionPanel title="Final Panel">
        <p>
          Opening this panel leaves the others as they are, because <code>closeOthers</code> is false.
        </p>
      </AccordionPanel>
    </Accordion>
  );
}
