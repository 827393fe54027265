import 'fomantic-ui-css/components/dimmer.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/modal.min.css';
import 'fomantic-ui-css/components/tab.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { ModalProvider } from 'sui-react/modal';
import { TabContent, TabHeader, Tabset } from 'sui-react/tabs';
import { ApiTable, CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import component from './examples/ComponentExample.tsx?example';
import declarative from './examples/DeclarativeExample.tsx?example';
import template from './examples/TemplateExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/modal?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/modal/keyboard');

export default function ModalPage() {
  return (
    <ModalProvider>
      <PageTitle title="Modal">
        A modal shows content that temporarily blocks interaction with the rest of the page.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Usage</h2>
        <p>
          One modal system, used three ways. Every modal ends in one of two outcomes, approved or denied, each
          with a result of your choosing. Opening and closing are animated (scale, 500 ms, with the dimmer
          fading along), and the events fire only once the closing animation has ended: first{' '}
          <code>onDismiss</code>, then <code>onApprove(result)</code> or <code>onDeny(result)</code>. An
          element with <code>autoFocus</code> gets focus when the modal opens; otherwise the dialog itself
          does.
        </p>
        <p>
          Each modal is a WAI-ARIA modal dialog, named by its <code>.header</code>: the rest of the page is
          inert and does not scroll, Tab and Shift+Tab stay inside, Escape closes it (unless{' '}
          <code>closable</code> is false), and focus goes back to where it was. Modals stack: a modal opened
          from a modal sits on top, and Escape closes the top one only.
        </p>
        <Tabset>
          <div className="ui top attached tabular menu">
            <TabHeader id="declarative">Declarative</TabHeader>
            <TabHeader id="render">Render function</TabHeader>
            <TabHeader id="component">Component</TabHeader>
          </div>
          <TabContent id="declarative" className="ui bottom attached segment">
            <p>
              Render a <code>Modal</code>: it opens as soon as it is rendered, so you do not choose the moment
              from code. It suits dialogs tied to a route or to a state, such as <code>/settings/delete</code>
              . When it has closed, <code>onDismiss</code> is the place to leave the route or reset the state.
              A function as children gets the <code>approve</code> and <code>deny</code> controls (a ref gives
              them too).
            </p>
            <CodeBlock
              source={highlight(
                'tsx',
                `
<Modal closeResult="closed" onDismiss={() => navigate('..')}>
  {(modal) => (
    <>
      <div className="header">Example</div>
      <div className="content">Modal content</div>
      <div className="actions">
        <button className="ui button" onClick={() => modal.deny('cancelled')}>Cancel</button>
        <button className="ui primary button" autoFocus onClick={() => modal.approve('done')}>
          OK
        </button>
      </div>
    </>
  )}
</Modal>`,
              )}
            />
          </TabContent>
          <TabContent id="render" className="ui bottom attached segment">
            <p>
              For a one-off modal opened from an event handler, give <code>useModal().open</code> a{' '}
              <code>render</code> function. It receives the <code>context</code> you pass and the modal&apos;s
              controls. The type parameters are the context type, the approve result type and the deny result
              type.
            </p>
            <CodeBlock
              source={highlight(
                'tsx',
                `
const modal = useModal();

modal
  .open<{ data: string }, string, string>({
    context: { data: 'Some text' },
    closeResult: 'closed!',
    render: (context, controls) => (
      <>
        <div className="header">Example</div>
        <div className="content">{context.data}</div>
        <div className="actions">
          <button className="ui button" onClick={() => controls.deny('denied')}>Cancel</button>
          <button className="ui primary button" autoFocus onClick={() => controls.approve('approved')}>
            OK
          </button>
        </div>
      </>
    ),
  })
  .onApprove((result) => console.info('approved', result))
  .onDeny((result) => console.info('denied', result));

// Or wait for it: { approved: true, value: 'approved' }
const outcome = await modal.open({ render }).result;`,
              )}
            />
          </TabContent>
          <TabContent id="component" className="ui bottom attached segment">
            <p>
              For modals you reuse, such as replacements for <code>alert</code> or <code>confirm</code>, write
              a component. It receives <code>context</code>, <code>approve(result)</code> and{' '}
              <code>deny(result)</code>, and its elements become the modal&apos;s content. A static{' '}
              <code>modalConfig</code> holds its defaults; the options given to <code>open</code> override
              them.
            </p>
            <CodeBlock
              source={highlight(
                'tsx',
                `
import { useModal, type ModalComponent } from 'sui-react/modal';

const ConfirmModal: ModalComponent<{ title: string; question: string }, void, void> = ({
  context,
  approve,
  deny,
}) => (
  <>
    <div className="header">{context.title}</div>
    <div className="content"><p>{context.question}</p></div>
    <div className="actions">
      <button className="ui red button" onClick={() => deny()}>Cancel</button>
      <button className="ui green button" autoFocus onClick={() => approve()}>OK</button>
    </div>
  </>
);
ConfirmModal.modalConfig = { closable: false, size: 'small', transitionDuration: 200 };

useModal()
  .open(ConfirmModal, { context: { title: 'Are you sure?', question: 'Delete it?' }, size: 'tiny' })
  .onApprove(remove);`,
              )}
            />
          </TabContent>
        </Tabset>
        <p>
          <code>useModal</code> renders its modals in the nearest <code>ModalProvider</code>, so their content
          sees your app&apos;s context (router, localization, theme); put one near the root of the app.
          Without a provider it still works: the modals then render in a React root of their own, created on
          the first open, without your context.
        </p>

        <h2 className="ui dividing header">Examples</h2>
        <Example title="Render function" example={template}>
          <p>
            A one-off modal showing the text of the input as its context. Its <code>closeResult</code> is{' '}
            <code>&apos;dismissed&apos;</code>: close it with the icon, a click outside or Escape to see it.
            An alert reports the outcome.
          </p>
        </Example>
        <Example title="Component" example={component}>
          <p>
            A reusable confirmation (<code>ConfirmModal</code>, as above) in the size you choose. It is not
            closable: it waits for an answer.
          </p>
        </Example>
        <Example title="Declarative" example={declarative}>
          <p>
            A <code>Modal</code> rendered while a state is true; <code>onDismiss</code> resets the state. The
            button inside opens a second modal on top of it.
          </p>
        </Example>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <p>
          A modal follows the WAI-ARIA modal dialog pattern: on opening, focus moves into it (to the element
          with <code>autoFocus</code>, or the first control), the rest of the page becomes inert, and on
          closing focus goes back to where it was.
        </p>
        <KeyboardTable load={keys} table="modalKeyboard" caption="Modal keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <p>
          <code>{'<Modal>'}</code> takes the options below as props; <code>useModal().open</code> takes the
          same options plus <code>context</code>, and <code>render</code> or a component. It returns an{' '}
          <code>ActiveModal</code>: <code>onApprove(callback)</code> and <code>onDeny(callback)</code>{' '}
          (chainable), <code>approve(result)</code> and <code>deny(result)</code> to close it from code, and{' '}
          <code>result</code>, a promise of <code>{'{ approved, value }'}</code>.
        </p>
        <ApiTable load={api} />
      </PageContent>
    </ModalProvider>
  );
}
