import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { Accordion, AccordionPanel } from './Accordion.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { accordionKeyboard } from './keyboard.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const header = (name: string) => screen.getByRole('button', { name });
const region = (name: string) => document.getElementById(header(name).getAttribute('aria-controls')!)!;

function Standard(props: { closeOthers?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <Accordion closeOthers={props.closeOthers} transitionDuration={20} data-testid="accordion">
      <AccordionPanel title="First" defaultOpen onOpenChange={props.onOpenChange}>
        <p>First content</p>
      </AccordionPanel>
      <AccordionPanel title="Locked" defaultOpen disabled>
        <p>Locked content</p>
      </AccordionPanel>
      <AccordionPanel title="Last">
        <a href="#x">Last content</a>
      </AccordionPanel>
    </Accordion>
  );
}

testKeyboard('Accordion', accordionKeyboard, {
  'On a header: Enter, Space': async () => {
    const user = userEvent.setup();
    render(<Standard />);
    await user.tab();
    expect(header('First')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header('First')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(header('First')).toHaveAttribute('aria-expanded', 'true');
    // "Locked" is disabled (and open): the keys leave it as it is.
    header('Locked').focus();
    await user.keyboard('{Enter}');
    expect(header('Locked')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(header('Locked')).toHaveAttribute('aria-expanded', 'true');
  },
  'On a header: ArrowDown, ArrowUp': async () => {
    const user = userEvent.setup();
    render(<Standard />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(header('Locked')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header('Last')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header('First')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Last')).toHaveFocus();
  },
  'On a header: Home, End': async () => {
    const user = userEvent.setup();
    render(<Standard />);
    header('Locked').focus();
    await user.keyboard('{Home}');
    expect(header('First')).toHaveFocus();
    await user.keyboard('{End}');
    expect(header('Last')).toHaveFocus();
  },
  Tab: async () => {
    const user = userEvent.setup();
    render(<Standard />);
    header('Last').focus();
    await user.tab();
    expect(screen.getByText('Last content')).not.toHaveFocus();
    header('Last').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(region('Last')).toHaveClass('expanded'));
    header('Last').focus();
    await user.tab();
    expect(screen.getByText('Last content')).toHaveFocus();
  },
});

describe('Accordion', () => {
  it('renders the Semantic markup and the WAI-ARIA accordion structure', () => {
    render(<Standard />);
    const root = screen.getByTestId('accordion');
    expect(root).toHaveClass('ui accordion');
    const titles = root.querySelectorAll(':scope > .title');
    const contents = root.querySelectorAll(':scope > .content');
    expect(titles).toHaveLength(3);
    expect(contents).toHaveLength(3);
    expect(titles[0]).toHaveClass('active title');
    expect(titles[2]).not.toHaveClass('active');
    expect(titles[0]!.querySelector(':scope > i.dropdown.icon')).toHaveAttribute('aria-hidden', 'true');
    expect(contents[0]).toHaveClass('active content expanded');
    expect(contents[2]).toHaveClass('content collapsed');
    expect(contents[2]).not.toHaveClass('active');
    // A real button inside a level 3 heading, controlling a region labelled by it.
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(3);
    const first = within(headings[0]!).getByRole('button', { name: 'First' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first.getAttribute('aria-controls')).toBe(contents[0]!.id);
    expect(screen.getByRole('region', { name: 'First' })).toBe(contents[0]);
    expect(header('Last')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Locked')).toHaveAttribute('aria-disabled', 'true');
    expect(header('First')).not.toHaveAttribute('aria-disabled');
    expect(contents[2]).toHaveAttribute('hidden');
  });

  it('toggles a panel by a click on its title, with the fade while the height animates', () => {
    vi.useFakeTimers();
    render(
      <Accordion>
        <AccordionPanel title="Only">Body</AccordionPanel>
      </Accordion>,
    );
    const content = region('Only');
    fireEvent.click(header('Only'));
    expect(header('Only')).toHaveAttribute('aria-expanded', 'true');
    expect(content).toHaveClass('active content transition animating in fade collapsing');
    expect(content.style.animationDuration).toBe('350ms');
    act(() => vi.advanceTimersByTime(350));
    expect(content).toHaveClass('active content expanded');
    expect(content).not.toHaveClass('transition');
    // A click on the icon or around the button toggles too.
    fireEvent.click(content.previousElementSibling!.querySelector('i')!);
    expect(content).toHaveClass('active content transition animating out fade collapsing');
    act(() => vi.advanceTimersByTime(350));
    expect(content).toHaveClass('content collapsed');
    expect(content).not.toHaveClass('active');
    expect(content).toHaveAttribute('hidden');
  });

  it('uses the transition and duration it is given', () => {
    vi.useFakeTimers();
    render(
      <Accordion transition="fade down" transitionDuration={100}>
        <AccordionPanel title="Only">Body</AccordionPanel>
      </Accordion>,
    );
    fireEvent.click(header('Only'));
    expect(region('Only')).toHaveClass('animating in fade down');
    expect(region('Only').style.animationDuration).toBe('100ms');
    act(() => vi.advanceTimersByTime(100));
    expect(region('Only')).toHaveClass('expanded');
  });

  it('closes the other panels by default, but never a disabled one', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Standard onOpenChange={onOpenChange} />);
    await user.click(header('Last'));
    expect(header('Last')).toHaveAttribute('aria-expanded', 'true');
    expect(header('First')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Locked')).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leaves the others alone with closeOthers false', async () => {
    const user = userEvent.setup();
    render(<Standard closeOthers={false} />);
    await user.click(header('Last'));
    expect(header('Last')).toHaveAttribute('aria-expanded', 'true');
    expect(header('First')).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not let the user toggle a disabled panel', async () => {
    const user = userEvent.setup();
    render(<Standard />);
    await user.click(header('Locked'));
    expect(header('Locked')).toHaveAttribute('aria-expanded', 'true');
    header('Locked').focus();
    await user.keyboard('{Enter}');
    expect(header('Locked')).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows a bound open state, and reports changes made by the user', async () => {
    function Bound() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <p>open: {String(open)}</p>
          <button type="button" onClick={() => setOpen(!open)}>
            outside
          </button>
          <Accordion>
            <AccordionPanel title="Manual" open={open} onOpenChange={setOpen} disabled>
              Content
            </AccordionPanel>
          </Accordion>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Bound />);
    await user.click(header('Manual'));
    expect(screen.getByText('open: false')).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(header('Manual')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('open: true')).toBeInTheDocument();
  });

  it('renders a custom icon outside the header button, and a chosen heading level', async () => {
    const onIcon = vi.fn();
    const user = userEvent.setup();
    render(
      <Accordion headingLevel={2} className="styled fluid">
        <AccordionPanel
          title="Panel"
          icon={<button type="button" aria-label="Icon control" onClick={onIcon} />}
        >
          x
        </AccordionPanel>
      </Accordion>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveClass('title');
    expect(screen.getByRole('heading', { level: 2 }).parentElement).toHaveClass('ui styled fluid accordion');
    await user.click(screen.getByRole('button', { name: 'Icon control' }));
    expect(onIcon).toHaveBeenCalledTimes(1);
  });

  it('takes its variations as props, before the classes it is given, none reaching the DOM', () => {
    const { container } = render(
      <Accordion styled fluid inverted compact="very" className="x">
        <AccordionPanel title="Panel">x</AccordionPanel>
      </Accordion>,
    );
    const root = container.firstElementChild!;
    expect(root.className).toBe('ui styled fluid inverted very compact x accordion');
    for (const name of ['styled', 'fluid', 'inverted', 'compact']) expect(root).not.toHaveAttribute(name);
  });

  it('does not animate the initial state and is StrictMode-clean', () => {
    const error = vi.spyOn(console, 'error');
    render(
      <StrictMode>
        <Standard />
      </StrictMode>,
    );
    expect(region('First')).toHaveClass('active content expanded');
    expect(region('First')).not.toHaveClass('transition');
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses a panel outside an accordion and bad props with clear messages', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cases: Array<[React.ReactNode, string]> = [
      [<AccordionPanel key="a" title="x" />, 'An <AccordionPanel> must be placed inside an <Accordion>.'],
      [
        <Accordion key="b" headingLevel={0} />,
        'Accordion: headingLevel must be an integer from 1 to 6 (got 0).',
      ],
      [
        <Accordion key="c" transitionDuration={-1} />,
        'Accordion: transitionDuration must be a number of milliseconds, 0 or more (got -1).',
      ],
    ];
    for (const [element, message] of cases) {
      const { unmount } = render(<TestErrorBoundary>{element}</TestErrorBoundary>);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      unmount();
    }
  });
});
