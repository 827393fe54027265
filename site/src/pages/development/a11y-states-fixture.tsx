import 'fomantic-ui-css/components/accordion.min.css';
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/calendar.min.css';
import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/dimmer.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/icon.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/modal.min.css';
import 'fomantic-ui-css/components/popup.min.css';
import 'fomantic-ui-css/components/progress.min.css';
import 'fomantic-ui-css/components/rating.min.css';
import 'fomantic-ui-css/components/search.min.css';
import 'fomantic-ui-css/components/segment.min.css';
import 'fomantic-ui-css/components/slider.min.css';
import 'fomantic-ui-css/components/step.min.css';
import 'fomantic-ui-css/components/tab.min.css';
import 'fomantic-ui-css/components/table.min.css';
import 'fomantic-ui-css/components/toast.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { useState, type ReactNode } from 'react';
import { Accordion, AccordionPanel } from 'sui-react/accordion';
import { Button } from 'sui-react/button';
import { Checkbox, Radio, RadioGroup } from 'sui-react/checkbox';
import { Datepicker, DateRangePicker, type DateRangeValue } from 'sui-react/datepicker';
import { Dropdown, DropdownItem, DropdownMenu } from 'sui-react/dropdown';
import { Input } from 'sui-react/input';
import { Label } from 'sui-react/label';
import { Modal } from 'sui-react/modal';
import { Pagination } from 'sui-react/pagination';
import { Progress } from 'sui-react/progress';
import { Rating } from 'sui-react/rating';
import { Search } from 'sui-react/search';
import { Segment } from 'sui-react/segment';
import { MultiSelect, Select } from 'sui-react/select';
import { Slider } from 'sui-react/slider';
import { Step, StepGroup } from 'sui-react/step';
import { TabContent, TabHeader, Tabset } from 'sui-react/tabs';
import { toast, Toaster } from 'sui-react/toast';

const FRUITS = ['Apple', 'Banana', 'Cherry'];
const FOODS = [
  { name: 'Apple', kind: 'Fruit' },
  { name: 'Apricot', kind: 'Fruit' },
  { name: 'Artichoke', kind: 'Vegetable' },
];

/** One component, in a box the end-to-end tests find by its name. */
function Case({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section className="a11y-case" data-case={name} aria-label={name} style={{ margin: '2em 0' }}>
      {children}
    </section>
  );
}

/** A button that switches one state of the element beside it. */
function Switch({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className="ui button" onClick={onClick}>
      Switch {name}
    </button>
  );
}

/** The elements: the states a11y.css draws, each switched by a button (or the element's own click). */
function Elements() {
  const [pressed, setPressed] = useState(false);
  const [off, setOff] = useState(false);
  const [loading, setLoading] = useState(false);
  const [step, setStep] = useState<'' | 'active' | 'disabled' | 'completed'>('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [tagged, setTagged] = useState(false);
  const edge = { padding: '1em' };
  return (
    <>
      <Case name="button-toggle">
        <Button toggle active={pressed} onClick={() => setPressed(!pressed)}>
          Bold
        </Button>
      </Case>
      <Case name="button-disabled">
        <Button disabled={off}>Send</Button>
        <Switch name="button disabled" onClick={() => setOff(!off)} />
      </Case>
      <Case name="button-loading">
        <Button loading={loading}>Save</Button>
        <Switch name="loading" onClick={() => setLoading(!loading)} />
      </Case>
      <Case name="edges">
        {(['primary', 'positive', 'negative', 'basic'] as const).map((kind) => (
          <div key={kind} style={edge}>
            <Button {...{ [kind]: true }} data-edge={kind}>
              A {kind} button
            </Button>
          </div>
        ))}
        <div style={edge}>
          <Label data-edge="label">A label</Label>
        </div>
        <div style={edge}>
          <Label as="button" type="button" data-edge="label-button">
            A label button
          </Label>
        </div>
      </Case>
      <Case name="steps">
        <StepGroup>
          <Step
            active={step === 'active'}
            disabled={step === 'disabled'}
            completed={step === 'completed'}
            icon="truck"
            title="Ship"
          />
          <Step onClick={() => undefined} title="Pay" />
        </StepGroup>
        {(['active', 'disabled', 'completed'] as const).map((state) => (
          <Switch key={state} name={`step ${state}`} onClick={() => setStep(step === state ? '' : state)} />
        ))}
      </Case>
      <Case name="input">
        <Input error={error} aria-label="Name" />
        <Switch name="input error" onClick={() => setError(!error)} />
      </Case>
      <Case name="segment">
        <Segment loading={busy}>A segment of text</Segment>
        <Switch name="segment loading" onClick={() => setBusy(!busy)} />
      </Case>
      <Case name="label">
        <Label active={tagged}>A tag</Label>
        <Switch name="label active" onClick={() => setTagged(!tagged)} />
      </Case>
    </>
  );
}

/**
 * The components in the states the accessibility stylesheet draws (site/e2e/a11y-css.spec.ts takes
 * their pictures in default and in forced colours, with and without the stylesheet). Each state is
 * reached by the user's own clicks and keys, so a picture before and after shows the same element.
 */
export default function A11yStates() {
  const [radio, setRadio] = useState<string | null>(null);
  const [disabled, setDisabled] = useState(false);
  const [page, setPage] = useState(1);
  const [day, setDay] = useState<Date | null>(null);
  const [stay, setStay] = useState<DateRangeValue>({ start: null, end: null });
  const [fruits, setFruits] = useState<string[]>([]);
  const [modal, setModal] = useState(false);
  return (
    <>
      <div className="ui form">
        <Case name="radio">
          <RadioGroup aria-label="Radios" value={radio} onChange={(v) => setRadio(v as string)}>
            <Radio value="a" label="Radio A" />
            <Radio value="b" label="Radio B" />
          </RadioGroup>
        </Case>
        <Case name="checkbox">
          <Checkbox label="Plain" />
        </Case>
        <Case name="toggle">
          <Checkbox toggle label="Toggle" />
        </Case>
        <Case name="slider-checkbox">
          <Checkbox slider label="Slider checkbox" />
        </Case>
        <Case name="indeterminate">
          <Checkbox label="Some" indeterminate />
        </Case>
        <Case name="disabled">
          <Checkbox label="Maybe disabled" disabled={disabled} />
          <button type="button" className="ui button" onClick={() => setDisabled(!disabled)}>
            Switch disabled
          </button>
        </Case>
      </div>
      <Case name="pagination">
        <Pagination aria-label="Pages" collectionSize={50} pageSize={10} page={page} onPageChange={setPage} />
      </Case>
      <Case name="select">
        <Select selection aria-label="Fruit" options={FRUITS} />
      </Case>
      <Case name="multiselect">
        <MultiSelect selection aria-label="Fruits" options={FRUITS} value={fruits} onChange={setFruits} />
      </Case>
      <Case name="dropdown">
        <Dropdown text="File">
          <DropdownMenu>
            <DropdownItem>New</DropdownItem>
            <DropdownItem>Open</DropdownItem>
          </DropdownMenu>
        </Dropdown>
      </Case>
      <Case name="search">
        <Search aria-label="Find a fruit" options={FRUITS} searchDelay={0} />
      </Case>
      <Case name="category search">
        <Search
          aria-label="Find food"
          options={FOODS}
          optionsField="name"
          optionsGroupField="kind"
          searchDelay={0}
          transitionDuration={0}
        />
      </Case>
      <Case name="progress">
        <Progress value={55} aria-label="Done" />
      </Case>
      <Case name="datepicker">
        <div className="ui input">
          <Datepicker mode="date" aria-label="Delivery" />
        </div>
      </Case>
      <Case name="calendar">
        <Datepicker inline mode="date" value={day} onChange={setDay} dialogLabel="Day" />
      </Case>
      <Case name="range">
        <DateRangePicker inline value={stay} onChange={setStay} startLabel="Arrival" endLabel="Departure" />
      </Case>
      <Case name="tabs">
        <Tabset>
          <div className="ui top attached tabular menu">
            <TabHeader id="one">One</TabHeader>
            <TabHeader id="two">Two</TabHeader>
          </div>
          <TabContent id="one" className="ui bottom attached segment">
            First
          </TabContent>
          <TabContent id="two" className="ui bottom attached segment">
            Second
          </TabContent>
        </Tabset>
      </Case>
      <Case name="rating">
        <Rating defaultValue={2} maximum={5} aria-label="Stars" />
      </Case>
      <Case name="accordion">
        <Accordion headingLevel={2}>
          <AccordionPanel title="First panel">One</AccordionPanel>
          <AccordionPanel title="Second panel">Two</AccordionPanel>
        </Accordion>
      </Case>
      <Case name="slider">
        <Slider defaultValue={50} aria-label="Level" />
      </Case>
      <Case name="modal">
        <button type="button" className="ui button" onClick={() => setModal(true)}>
          Open the modal
        </button>
        {modal && (
          <Modal size="small" onDismiss={() => setModal(false)}>
            {(m) => (
              <>
                <div className="header">A modal</div>
                <div className="content">
                  <p>Its buttons and close icon show a focus ring.</p>
                </div>
                <div className="actions">
                  <button type="button" className="ui button" onClick={() => m.deny(undefined)}>
                    No
                  </button>
                  <button type="button" className="ui primary button" onClick={() => m.approve(undefined)}>
                    Yes
                  </button>
                </div>
              </>
            )}
          </Modal>
        )}
      </Case>
      <Case name="toast">
        <button
          type="button"
          className="ui button"
          onClick={() =>
            void toast({
              title: 'Saved',
              message: 'The toast has a close button and an action.',
              displayTime: 0,
              actions: [{ text: 'Undo' }],
            })
          }
        >
          Show a toast
        </button>
      </Case>
      <Elements />
      <Toaster />
    </>
  );
}
