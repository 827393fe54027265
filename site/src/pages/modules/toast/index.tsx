import 'fomantic-ui-css/components/toast.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import 'fomantic-ui-css/components/progress.min.css';
import 'fomantic-ui-css/components/image.min.css';
import { Toaster } from 'sui-react/toast';
import { ApiTable, CodeBlock, Example, PageContent, PageTitle, highlight } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import actions from './examples/ActionsExample.tsx?example';
import positions from './examples/PositionsExample.tsx?example';
import progress from './examples/ProgressExample.tsx?example';
import promise from './examples/PromiseExample.tsx?example';
import types from './examples/TypesExample.tsx?example';
import update from './examples/UpdateExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/toast?api');
/** The keyboard table loads after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/toast/keyboard');

const setup = highlight(
  'tsx',
  `
import { Toaster, toast } from 'sui-react/toast';

// Once, near the root of the app:
<Toaster />

// Anywhere, even before the Toaster mounts or on a server:
const id = toast({ type: 'success', title: 'Saved', message: 'Your file is saved.' });
toast.update(id, { message: 'Saved twice.' });
toast.dismiss(id);`,
);

export default function ToastPage() {
  return (
    <>
      <PageTitle title="Toast">
        A toast is a short notice in a corner of the screen that goes away on its own.
      </PageTitle>
      <PageContent>
        <p>
          Mount one <code>{'<Toaster />'}</code> and call <code>toast()</code> from anywhere: an event
          handler, a data layer, a server render. A toast called before the Toaster is on the page waits and
          shows when it mounts. This page mounts one Toaster at its end; the examples below only call{' '}
          <code>toast()</code>.
        </p>
        <CodeBlock source={setup} />

        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            <code>type</code> gives the colour (<code>neutral</code>, <code>info</code>, <code>success</code>,{' '}
            <code>warning</code>, <code>error</code>) and, with <code>icon: true</code>, the matching icon.
            Colour classes such as <code>inverted</code> or <code>red</code> go in <code>className</code>;{' '}
            <code>image</code> shows a picture instead of an icon. Errors and warnings are announced at once
            (an <code>alert</code> live region); the others politely (<code>status</code>).
          </p>
        </Example>
        <Example title="Positions" example={positions}>
          <p>
            Seven positions, each its own Fomantic container. The Toaster&apos;s <code>position</code> is the
            default (top right); a toast may name its own. The newest toast is always first.
          </p>
        </Example>
        <Example title="Progress bar and display time" example={progress}>
          <p>
            <code>displayTime</code> is in milliseconds (3000 by default); <code>0</code> keeps the toast
            until it is closed. <code>progress</code> draws a bar at the <code>top</code> or{' '}
            <code>bottom</code> that counts the time down. The count pauses while the pointer is over a toast,
            while focus is in one, and while the page is hidden.
          </p>
        </Example>
        <Example title="Actions" example={actions}>
          <p>
            <code>actions</code> are buttons, reachable with Tab. A click runs <code>onClick</code> and closes
            the toast, unless <code>onClick</code> returns <code>false</code>. <code>actionsClassName</code>{' '}
            takes Fomantic&apos;s layouts: <code>vertical</code>, <code>attached</code>,{' '}
            <code>top attached</code>, <code>vertical attached</code>, <code>basic</code>, <code>left</code>.
          </p>
        </Example>
        <Example title="Promise" example={promise}>
          <p>
            <code>toast.promise</code> shows the <code>loading</code> toast until the promise settles, then
            turns the same toast into <code>success</code> or <code>error</code>, each as options or a
            function of the result.
          </p>
        </Example>
        <Example title="Update by id" example={update}>
          <p>
            <code>toast()</code> returns an id; <code>toast.update(id, options)</code> merges new options into
            that toast and restarts its time, and <code>toast.dismiss(id)</code> closes it (with no id, every
            toast). An id that is no longer shown is ignored. <code>useToast()</code> gives the same functions
            inside a component.
          </p>
        </Example>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <p>
          Toasts never take focus. The Toaster is a region landmark named &ldquo;Notifications (F8)&rdquo; (in
          the language in use); its hotkey brings focus to the newest toast, and each toast, its close button
          and its action buttons are in the tab order.
        </p>
        <KeyboardTable load={keys} table="toastKeyboard" caption="Toast keys" />

        <h2 className="ui dividing header">Bad input</h2>
        <p>
          A negative, NaN or infinite <code>displayTime</code>, or an unknown <code>position</code>, throws
          where <code>toast()</code> or <code>toast.update()</code> is called, e.g.{' '}
          <code>Toast: displayTime must be a number of milliseconds, 0 or more (got -1).</code> The Toaster
          throws for an unknown <code>position</code> and for a <code>limit</code> that is not a whole number
          of 1 or more (<code>Toaster: limit must be a whole number, 1 or more (got 0).</code>). Updating or
          dismissing an id that is not shown does nothing: a toast may have closed on its own a moment before.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
        <Toaster />
      </PageContent>
    </>
  );
}
