import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/image.min.css';
import 'fomantic-ui-css/components/table.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { CodeBlock, Example, highlight, PageContent, PageTitle, ScrollRegion } from '../../../docs-kit';
import example from './examples/TransitionExample.tsx?example';

/** The controller's interface, from the JSDoc of `TransitionController` and `Transition`. */
const controllerMembers: Array<[string, string]> = [
  [
    'new TransitionController(initiallyVisible = false, display = "block")',
    'Creates a controller. The element starts visible or hidden; display is the CSS display value it gets while it animates.',
  ],
  [
    'animate(transition: Transition): void',
    'Queues a transition; it starts at once when nothing is running.',
  ],
  [
    'stop(transition?: Transition): void',
    'Ends the running transition (or drops the given queued one) and continues with the queue.',
  ],
  ['stopAll(): void', 'Ends the running transition and empties the queue.'],
  ['clearQueue(): void', 'Empties the queue; the running transition carries on.'],
  ['isVisible: boolean', 'Whether the element is visible now (read-only).'],
  ['isAnimating: boolean', 'Whether a transition is running (read-only).'],
];

const transitionMembers: Array<[string, string]> = [
  [
    'new Transition(name, duration = 250, direction = TransitionDirection.Either, onComplete = () => {})',
    'One animation. The duration is in milliseconds, clamped to at least 1. onComplete runs once it has finished or been stopped.',
  ],
  ['TransitionDirection.In / Out', 'In shows the element, Out hides it.'],
  [
    'TransitionDirection.Either',
    'Resolved when the transition is queued: Out if the element will be visible once the queue has run, In otherwise.',
  ],
  [
    'TransitionDirection.Static',
    'Animates without changing visibility. jiggle, flash, shake, pulse, tada and bounce are always static.',
  ],
];

function MembersTable({ caption, rows }: { caption: string; rows: Array<[string, string]> }) {
  return (
    <ScrollRegion className="api-component api-scroll" label={caption}>
      <table className="ui celled compact table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([member, description]) => (
            <tr key={member}>
              <th scope="row">
                <code>{member}</code>
              </th>
              <td>{description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export default function TransitionPage() {
  return (
    <>
      <PageTitle title="Transition">
        A transition is an animation that moves content into view, out of view, or draws attention to it.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">The controller</h2>
        <p>
          A <code>TransitionController</code> runs Semantic UI animations on one element, one after another:
          each call to <code>animate</code> joins a queue, and the next animation starts when the one before
          it ends. It keeps track of whether the element is visible, so an animation in the{' '}
          <code>Either</code> direction shows a hidden element and hides a visible one. The CSS kit draws the
          animations; the controller only sets the classes and the duration. When the user asks the system for
          reduced motion, animations end at once, with the same end state and callbacks.
        </p>
        <p>Create one controller per element, for the life of the component:</p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
import { useTransitionController } from 'sui-react/transition';

const controller = useTransitionController(); // hidden at first; useTransitionController(true): visible`,
          )}
        />

        <h2 className="ui dividing header">Binding it to an element</h2>
        <p>
          <code>useTransitionBinding(controller)</code> gives the classes and the inline style to put on any
          element (an image, a segment, a menu) and re-renders when they change. It also tells whether the
          element is visible and whether it is animating.
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
const binding = useTransitionBinding(controller);

<img className={\`ui image \${binding.className}\`} style={binding.style} src={src} alt="..." />`,
          )}
        />

        <h2 className="ui dividing header">Usage</h2>
        <p>
          Queue a <code>Transition</code>: an animation name, a duration in milliseconds, a direction and,
          optionally, what to do once it has finished.
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
import { Transition, TransitionDirection } from 'sui-react/transition';

controller.animate(
  new Transition('fade up', 500, TransitionDirection.In, () => setStatus('Completed transition.')),
);`,
          )}
        />

        <h2 className="ui dividing header">Examples</h2>
        <Example title="Transition" example={example}>
          <p>
            The code above in action: choose one of the 29 animations and press Animate. Each animation lasts
            500 ms in the <code>Either</code> direction, so the image alternates between leaving and coming
            back; the attention seekers (jiggle, flash, shake, pulse, tada, bounce) leave it in place. Presses
            made while an animation runs are queued.
          </p>
        </Example>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <p>
          The module exports plain classes and hooks rather than components: <code>TransitionController</code>
          , <code>Transition</code>, <code>TransitionDirection</code>, <code>TRANSITION_NAMES</code>,{' '}
          <code>useTransitionController(initiallyVisible, display)</code> (one controller for the life of a
          component; running transitions stop when it unmounts) and{' '}
          <code>useTransitionBinding(controller)</code> (returns <code>className</code>, <code>style</code>,{' '}
          <code>visible</code> and <code>animating</code>).
        </p>
        <h3 className="ui header">Transition controller interface</h3>
        <MembersTable caption="TransitionController members" rows={controllerMembers} />
        <h3 className="ui header">Transition and TransitionDirection</h3>
        <MembersTable caption="Transition members" rows={transitionMembers} />
      </PageContent>
    </>
  );
}
