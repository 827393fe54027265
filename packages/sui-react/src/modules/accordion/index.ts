export { Accordion, AccordionPanel, type AccordionProps, type AccordionPanelProps } from './Accordion.js';
export { panelsToClose, nextHeaderIndex, type AccordionPanelInfo } from './state.js';
