import { Accordion, AccordionPanel } from 'sui-react/accordion';

export default function StyledExample() {
  return (
    <Accordion styled fluid headingLevel={4}>
      <AccordionPanel title="First Panel" defaultOpen>
        <p>Classes on the accordion restyle it: this one is styled and fluid.</p>
      </AccordionPanel>
      <AccordionPanel title="Second Panel">
        <p>Opening this panel closes the first one, as closeOthers is true by default.</p>
      </AccordionPanel>
    </Accordion>
  );
}
