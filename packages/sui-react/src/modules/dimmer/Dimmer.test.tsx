import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dimmer, type DimmerProps } from './Dimmer.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { dimmerKeyboard } from './keyboard.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function Segment(props: DimmerProps & { initial?: boolean }) {
  const { initial = false, ...rest } = props;
  const [dimmed, setDimmed] = useState(initial);
  return (
    <>
      <button onClick={() => setDimmed(!dimmed)}>Toggle</button>
      <div className="ui segment">
        <p data-testid="covered">
          Covered <button>Inside</button>
        </p>
        <Dimmer data-testid="dimmer" {...rest} dimmed={dimmed} onDimmedChange={setDimmed}>
          <h4>Dimmer content</h4>
        </Dimmer>
      </div>
      <p data-testid="state">{String(dimmed)}</p>
    </>
  );
}

const dimmer = () => screen.getByTestId('dimmer');

testKeyboard('Dimmer', dimmerKeyboard, {
  'In a dimmer: Escape': () => {
    const { unmount } = render(<Segment initial />);
    fireEvent.keyDown(dimmer(), { key: 'Escape' });
    expect(screen.getByTestId('state')).toHaveTextContent('false');
    unmount();
    // Not when it is not clickable.
    render(<Segment initial clickable={false} />);
    fireEvent.keyDown(dimmer(), { key: 'Escape' });
    expect(screen.getByTestId('state')).toHaveTextContent('true');
  },
});

describe('Dimmer', () => {
  it('renders a hidden ui dimmer with its content centred in div.content, without animating at first', () => {
    render(<Segment />);
    expect(dimmer().className).toBe('ui dimmer');
    expect(dimmer().firstElementChild).toHaveClass('content');
    expect(dimmer()).toHaveTextContent('Dimmer content');
    render(
      <Dimmer defaultDimmed wrapContent={false} data-testid="shown">
        <div className="ui loader" />
      </Dimmer>,
    );
    expect(screen.getByTestId('shown').firstElementChild).toHaveClass('ui loader');
    expect(screen.getByTestId('shown').className).toBe('ui dimmer active');
  });

  it('fades in and out over 300 ms by default', () => {
    render(<Segment />);
    fireEvent.click(screen.getByText('Toggle'));
    expect(dimmer()).toHaveClass('ui dimmer transition animating in fade active');
    expect(dimmer().style.animationDuration).toBe('300ms');
    expect(dimmer().style.display).toBe('flex');
    wait(300);
    expect(dimmer().className).toBe('ui dimmer active');
    fireEvent.click(screen.getByText('Toggle'));
    // No `visible` class while fading out: it would force display block.
    expect(dimmer().className).toBe('ui dimmer transition animating out fade active');
    wait(300);
    expect(dimmer().className).toBe('ui dimmer');
  });

  it('applies the transition and transitionDuration props', () => {
    render(<Segment transition="scale" transitionDuration={800} />);
    fireEvent.click(screen.getByText('Toggle'));
    expect(dimmer()).toHaveClass('animating in scale');
    expect(dimmer().style.animationDuration).toBe('800ms');
    wait(799);
    expect(dimmer()).toHaveClass('animating');
    wait(1);
    expect(dimmer()).not.toHaveClass('animating');
  });

  it('hides on a click when clickable, and reports it', () => {
    render(<Segment initial />);
    fireEvent.click(screen.getByText('Dimmer content'));
    expect(screen.getByTestId('state')).toHaveTextContent('false');
  });

  it('stays when not clickable', () => {
    const onClick = vi.fn();
    render(<Segment initial clickable={false} onClick={onClick} />);
    fireEvent.click(dimmer());
    fireEvent.keyDown(dimmer(), { key: 'Escape' });
    expect(onClick).toHaveBeenCalled();
    expect(screen.getByTestId('state')).toHaveTextContent('true');
  });

  it('works uncontrolled', () => {
    const onDimmedChange = vi.fn();
    render(<Dimmer defaultDimmed onDimmedChange={onDimmedChange} data-testid="d" />);
    fireEvent.click(screen.getByTestId('d'));
    expect(onDimmedChange).toHaveBeenCalledWith(false);
    expect(screen.getByTestId('d')).toHaveClass('animating out fade');
  });

  it('makes the content it covers inert while dimmed', () => {
    render(<Segment />);
    expect(screen.getByTestId('covered')).not.toHaveAttribute('inert');
    fireEvent.click(screen.getByText('Toggle'));
    expect(screen.getByTestId('covered')).toHaveAttribute('inert');
    expect(dimmer()).not.toHaveAttribute('inert');
    // Only its container's content: the rest of the page stays usable.
    expect(screen.getByText('Toggle').closest('[inert]')).toBeNull();
    fireEvent.click(screen.getByText('Toggle'));
    expect(screen.getByTestId('covered')).not.toHaveAttribute('inert');
  });

  it('takes focus when it covers the focused element, and gives it back', () => {
    render(<Segment />);
    const inside = screen.getByText('Inside');
    inside.focus();
    // Browsers refuse focus to an element that is not displayed: it must be shown by then.
    const classesWhenFocused: string[] = [];
    const focus = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement) {
      classesWhenFocused.push(this.className);
    });
    // Dimmed from code while focus is in the covered content.
    fireEvent.click(screen.getByText('Toggle'));
    focus.mockRestore();
    expect(classesWhenFocused).toEqual(['ui dimmer transition animating in fade active']);
    dimmer().focus();
    fireEvent.keyDown(dimmer(), { key: 'Escape' });
    expect(inside).toHaveFocus();
    // Dimming while focus is elsewhere leaves focus alone.
    const toggle = screen.getByText('Toggle');
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle).toHaveFocus();
  });

  it('takes its variations as props, none reaching the DOM', () => {
    render(
      <div className="ui segment">
        <Dimmer defaultDimmed inverted verticalAlign="top" className="x" data-testid="d">
          Hi
        </Dimmer>
      </div>,
    );
    const dimmer = screen.getByTestId('d');
    expect(dimmer.className).toBe('ui dimmer inverted top aligned active x');
    for (const name of ['inverted', 'verticalalign']) expect(dimmer).not.toHaveAttribute(name);
  });

  it('blurring: the covered element gets blurring dimmable, and dimmed while shown', () => {
    function Blurred() {
      const [dimmed, setDimmed] = useState(true);
      return (
        <div className="ui segment" data-testid="box">
          <button type="button" onClick={() => setDimmed(!dimmed)}>
            Toggle
          </button>
          <Dimmer blurring dimmed={dimmed} onDimmedChange={setDimmed} transitionDuration={1}>
            Hi
          </Dimmer>
        </div>
      );
    }
    const { unmount } = render(<Blurred />);
    const box = screen.getByTestId('box');
    expect(box.className).toBe('ui segment blurring dimmable dimmed');
    fireEvent.click(screen.getByText('Hi'));
    expect(box.className).toBe('ui segment blurring dimmable');
    unmount();
    expect(box.className).toBe('ui segment');
  });

  it('page as a prop dims the whole page from the end of <body>', () => {
    render(
      <Dimmer page defaultDimmed data-testid="p">
        Hi
      </Dimmer>,
    );
    const dimmer = screen.getByTestId('p');
    expect(dimmer.parentElement).toBe(document.body);
    expect(dimmer).toHaveClass('ui dimmer page active');
    expect(dimmer).not.toHaveAttribute('page');
  });

  it('as a page dimmer, blocks the whole page, takes focus and gives it back', () => {
    function Page() {
      const [dimmed, setDimmed] = useState(false);
      return (
        <div data-testid="page">
          <button onClick={() => setDimmed(true)}>Dim Page</button>
          <div className="ui segment">
            <Dimmer className="page" dimmed={dimmed} onDimmedChange={setDimmed} data-testid="page-dimmer">
              <h2>The page has been dimmed!</h2>
            </Dimmer>
          </div>
        </div>
      );
    }
    const other = document.createElement('aside');
    document.body.append(other);
    render(<Page />);
    const button = screen.getByText('Dim Page');
    button.focus();
    fireEvent.click(button);
    const pageDimmer = screen.getByTestId('page-dimmer');
    expect(pageDimmer).toHaveClass('ui dimmer page active');
    expect(pageDimmer.parentElement).toBe(document.body);
    expect(pageDimmer).toHaveFocus();
    expect(button.closest('[inert]')).not.toBeNull();
    expect(other).toHaveAttribute('inert');
    expect(pageDimmer.closest('[inert]')).toBeNull();
    fireEvent.keyDown(pageDimmer, { key: 'Escape' });
    expect(other).not.toHaveAttribute('inert');
    expect(button.closest('[inert]')).toBeNull();
    expect(button).toHaveFocus();
    other.remove();
  });

  it('works under StrictMode', () => {
    render(
      <StrictMode>
        <Segment />
      </StrictMode>,
    );
    fireEvent.click(screen.getByText('Toggle'));
    expect(dimmer()).toHaveClass('animating in fade');
    expect(screen.getByTestId('covered')).toHaveAttribute('inert');
    wait(300);
    fireEvent.click(dimmer());
    wait(300);
    expect(dimmer().className).toBe('ui dimmer');
    expect(screen.getByTestId('covered')).not.toHaveAttribute('inert');
  });

  it('passes a ref to its element', () => {
    let el: HTMLDivElement | null = null;
    render(<Dimmer ref={(node) => void (el = node)} data-testid="r" />);
    expect(el).toBe(screen.getByTestId('r'));
  });
});
