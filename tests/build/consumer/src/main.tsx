// A plain Vite single-page app that uses sui-react as its users do: installed from the packed
// tarball, type-checked with `strict`, `exactOptionalPropertyTypes`, `noUncheckedIndexedAccess` and
// no `skipLibCheck` (tsconfig.json), built with Vite, then opened in Chromium by
// tests/build/consumer.test.ts. Every component appears at least once, with the props people set.
import 'fomantic-ui-css/semantic.min.css';
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Transition,
  TransitionController,
  TransitionDirection,
  interpolate,
  type LocaleValues,
} from 'sui-react';
import { Accordion, AccordionPanel } from 'sui-react/accordion';
import { Checkbox, Radio, RadioGroup } from 'sui-react/checkbox';
import { Collapse } from 'sui-react/collapse';
import { Datepicker, type DatepickerMode } from 'sui-react/datepicker';
import { Dimmer } from 'sui-react/dimmer';
import { Dropdown, DropdownItem, DropdownMenu } from 'sui-react/dropdown';
import { LocalizationProvider, useLocalization } from 'sui-react/localization';
import de from 'sui-react/locales/de';
import { Message, type MessageHandle } from 'sui-react/message';
import { Modal, ModalProvider, useModal, type ModalComponent } from 'sui-react/modal';
import { Pagination } from 'sui-react/pagination';
import { Popup } from 'sui-react/popup';
import { Progress } from 'sui-react/progress';
import { Rating } from 'sui-react/rating';
import { Search } from 'sui-react/search';
import { MultiSelect, Select } from 'sui-react/select';
import { Sidebar, SidebarContainer, SidebarSibling, type SidebarHandle } from 'sui-react/sidebar';
import { TabContent, TabHeader, Tabset } from 'sui-react/tabs';

interface Fruit {
  id: number;
  name: string;
}
const fruits: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Banana' },
  { id: 3, name: 'Cherry' },
];

const controller = new TransitionController(true);
controller.animate(new Transition('fade', 300, TransitionDirection.Out));

const Confirm: ModalComponent<{ question: string }, boolean, boolean> = ({ context, approve, deny }) => (
  <>
    <div className="header">Confirm</div>
    <div className="content">{context.question}</div>
    <div className="actions">
      <button type="button" className="ui button" onClick={() => deny(false)}>
        No
      </button>
      <button type="button" className="ui primary button" onClick={() => approve(true)}>
        Yes
      </button>
    </div>
  </>
);

function Language() {
  const { language, values } = useLocalization();
  const months: LocaleValues['datepicker']['months'] = values.datepicker.months;
  return (
    <p data-testid="language">
      {language}: {months[0]}
    </p>
  );
}

function App() {
  const sidebar = useRef<SidebarHandle>(null);
  const message = useRef<MessageHandle>(null);
  const modal = useModal();
  const [checked, setChecked] = useState(false);
  const [radio, setRadio] = useState(1);
  const [fruit, setFruit] = useState<Fruit | null>(null);
  const [ids, setIds] = useState<number[]>([]);
  const [date, setDate] = useState<Date | null>(null);
  const [mode] = useState<DatepickerMode>('date');
  const [page, setPage] = useState(1);
  const [rating, setRating] = useState(2);
  const [answer, setAnswer] = useState('none');
  const [modalOpen, setModalOpen] = useState(false);
  const [found, setFound] = useState<string>();

  return (
    <SidebarContainer>
      <Sidebar ref={sidebar} direction="left" transition="push">
        <p>Menu</p>
      </Sidebar>
      <SidebarSibling dimmedWhenVisible>
        <main className="ui container">
          <h1 className="ui header">Consumer</h1>
          <Checkbox label="Hello" checked={checked} onChange={setChecked} />
          <p data-testid="checked">{String(checked)}</p>
          <RadioGroup<number> value={radio} onChange={setRadio}>
            <Radio value={1} label="One" />
            <Radio value={2} label="Two" />
          </RadioGroup>
          <Select
            className="selection"
            options={fruits}
            labelField="name"
            value={fruit}
            onChange={setFruit}
            aria-label="Fruit"
          />
          <p data-testid="fruit">{fruit?.name ?? 'none'}</p>
          <MultiSelect<Fruit, number>
            name="fruits"
            className="selection"
            options={fruits}
            labelField="name"
            valueField="id"
            value={ids}
            onChange={setIds}
            aria-label="Fruits"
          />
          <Datepicker
            name="date"
            required={false}
            mode={mode}
            value={date}
            onChange={setDate}
            aria-label="Date"
          />
          <Search options={['Alpha', 'Beta']} onResultSelect={setFound} aria-label="Search" />
          <p>{found ?? ''}</p>
          <Popup content="Hi" header="Popup">
            <button type="button" className="ui button">
              Popup
            </button>
          </Popup>
          <Tabset>
            <div className="ui top attached tabular menu">
              <TabHeader id="a">A</TabHeader>
              <TabHeader id="b">B</TabHeader>
            </div>
            <TabContent id="a" className="ui bottom attached segment">
              Tab A
            </TabContent>
            <TabContent id="b" className="ui bottom attached segment">
              Tab B
            </TabContent>
          </Tabset>
          <Accordion>
            <AccordionPanel title="Panel">Content</AccordionPanel>
          </Accordion>
          <Collapse collapsed={false}>
            <p>Shown</p>
          </Collapse>
          <div className="ui segment">
            <Dimmer dimmed={false}>
              <p>Dimmed</p>
            </Dimmer>
          </div>
          <Dropdown text="Menu" className="button">
            <DropdownMenu>
              <DropdownItem>Item</DropdownItem>
            </DropdownMenu>
          </Dropdown>
          <Message ref={message} className="info">
            <p>{interpolate('#{count} messages', { count: 2 })}</p>
          </Message>
          <Pagination collectionSize={50} page={page} onPageChange={setPage} aria-label="Pages" />
          <Progress value={40}>Loading</Progress>
          <Rating value={rating} onChange={setRating} maximum={5} aria-label="Rating" />
          <LocalizationProvider language="de" locales={{ de }}>
            <Language />
          </LocalizationProvider>
          <button
            type="button"
            className="ui button"
            onClick={() =>
              modal
                .open(Confirm, { context: { question: 'Sure?' } })
                .onApprove((yes) => setAnswer(String(yes)))
                .onDeny((yes) => setAnswer(String(yes)))
            }
          >
            Ask
          </button>
          <p data-testid="answer">{answer}</p>
          <button type="button" className="ui button" onClick={() => setModalOpen(true)}>
            Open modal
          </button>
          {modalOpen && (
            <Modal<string, string> size="small" onDismiss={() => setModalOpen(false)}>
              {(controls) => (
                <div className="actions">
                  <button type="button" className="ui button" onClick={() => controls.approve('ok')}>
                    OK
                  </button>
                </div>
              )}
            </Modal>
          )}
          <button type="button" className="ui button" onClick={() => sidebar.current?.toggle()}>
            Toggle
          </button>
        </main>
      </SidebarSibling>
    </SidebarContainer>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ModalProvider>
      <App />
    </ModalProvider>
  </StrictMode>,
);
