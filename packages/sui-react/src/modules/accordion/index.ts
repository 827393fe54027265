export { Accordion, AccordionPanel, type AccordionProps, type AccordionPanelProps } from './Accordion.js';
