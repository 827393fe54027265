import { useState } from 'react';
import { Accordion, AccordionPanel } from 'sui-react/accordion';

export default function ManualExample() {
  const [open, setOpen] = useState(false);

  return (
    <Accordion headingLevel={4}>
      <AccordionPanel
        title="Manual Panel"
        open={open}
        onOpenChange={setOpen}
        disabled
        icon={
          <button
            type="button"
            className="dropdown icon"
            aria-label="Toggle the manual panel"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            style={{ border: 0, background: 'none', color: 'inherit', cursor: 'pointer' }}
          />
        }
      >
        <p>Content</p>
      </AccordionPanel>
    </Accordion>
  );
}
