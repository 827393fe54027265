import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '../../test-utils/server.js';
import { Icon } from '../icon/Icon.js';
import { Step, StepContent, StepDescription, StepGroup, StepTitle } from './Step.js';

const classes = (el: Element | null) => el!.className.split(' ').sort();

describe('Step', () => {
  it('draws its states as classes, and tells them to assistive technology', () => {
    render(
      <StepGroup>
        <Step completed title="Shipping" />
        <Step active title="Billing" />
        <Step disabled title="Confirm" />
      </StepGroup>,
    );
    const [done, current, later] = screen.getAllByRole('listitem');
    expect(classes(done!)).toEqual(['completed', 'step']);
    expect(done).toHaveTextContent('Shipping (completed)');
    expect(within(done!).getByText('(completed)', { exact: false })).toHaveStyle({ position: 'absolute' });
    expect(done).not.toHaveAttribute('aria-current');
    expect(classes(current!)).toEqual(['active', 'step']);
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(classes(later!)).toEqual(['disabled', 'step']);
    expect(later).toHaveAttribute('aria-disabled', 'true');
    expect(later).not.toHaveAttribute('tabindex');
  });

  it('says "completed" in the words it is given', () => {
    render(<Step completed completedText="(erledigt)" title="Versand" />);
    expect(screen.getByText('Versand').closest('.step')).toHaveTextContent('Versand (erledigt)');
  });

  it('builds its icon, title and description from shorthand', () => {
    const { container } = render(
      <Step icon="truck" title="Shipping" description="Choose your shipping options" />,
    );
    const step = container.firstElementChild!;
    expect(step.innerHTML).toBe(
      '<i aria-hidden="true" class="truck icon"></i><div class="content"><div class="title">Shipping</div>' +
        '<div class="description">Choose your shipping options</div></div>',
    );
  });

  it('takes shorthand as an element, as props, or null', () => {
    const { container, rerender } = render(
      <Step
        icon={<Icon name="plane" color="red" />}
        title={{ content: 'Flight', className: 'x' }}
        description={null}
      />,
    );
    expect(container.querySelector('i')).toHaveClass('plane', 'red', 'icon');
    expect(container.querySelector('.title.x')).toHaveTextContent('Flight');
    expect(container.querySelector('.description')).toBeNull();
    rerender(<Step icon={null} title={<StepTitle as="h3">Flight</StepTitle>} />);
    expect(container.querySelector('i')).toBeNull();
    expect(container.querySelector('h3.title')).toHaveTextContent('Flight');
  });

  it('renders children, or content, in place of the shorthand', () => {
    const { container, rerender } = render(
      <Step icon="truck" title="ignored">
        <Icon name="truck" />
        <StepContent>
          <StepTitle>Shipping</StepTitle>
          <StepDescription>Choose</StepDescription>
        </StepContent>
      </Step>,
    );
    expect(container.querySelectorAll('i')).toHaveLength(1);
    expect(container.querySelector('.content > .title')).toHaveTextContent('Shipping');
    rerender(<Step content="Only text" />);
    expect(container.firstElementChild!.innerHTML).toBe('Only text');
  });

  it('is a link with href', () => {
    render(<Step href="#billing" active title="Billing" />);
    const link = screen.getByRole('link', { name: 'Billing' });
    expect(link).toHaveAttribute('href', '#billing');
    expect(link).toHaveAttribute('aria-current', 'step');
    expect(link).toHaveClass('active', 'step');
  });

  it('is a button with onClick: called with (event, props), in the tab order, Enter and Space click it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Step link onClick={onClick} title="Billing" />);
    const button = screen.getByRole('button', { name: 'Billing' });
    expect(button.tagName).toBe('A');
    expect(button).toHaveClass('link', 'step');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(onClick.mock.calls[0]![0]).toHaveProperty('type', 'click');
    expect(onClick.mock.calls[0]![1]).toMatchObject({ link: true, title: 'Billing' });
  });

  it('keeps the keys of its own onKeyDown, and is a native button through as="button"', () => {
    const onKeyDown = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onClick = vi.fn();
    const { rerender } = render(<Step onClick={onClick} onKeyDown={onKeyDown} title="A" />);
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Enter' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Step as="button" onClick={onClick} title="A" />);
    const button = screen.getByRole('button');
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('role');
    expect(button).not.toHaveAttribute('tabindex');
  });

  it('is not called, nor in the tab order, while disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Step disabled onClick={onClick} title="Billing" />);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('tabindex', '-1');
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Step disabled href="#a" title="Billing" />);
    expect(screen.getByRole('link')).toHaveAttribute('tabindex', '-1');
  });

  it('renders another element through `as`, merges className, forwards the ref, passes other props on', () => {
    const ref = createRef<HTMLLIElement>();
    const { container } = render(<Step as="li" className="extra" ref={ref} data-x="1" color="red" ordered />);
    const li = container.querySelector('li')!;
    expect(classes(li)).toEqual(['extra', 'red', 'step']);
    expect(li).toHaveAttribute('data-x', '1');
    expect(li).not.toHaveAttribute('ordered');
    expect(ref.current).toBe(li);
  });

  it('renders on the server with no handler and no variation prop in the markup', () => {
    expect(renderToString(<Step active title="A" completed={false} />)).toBe(
      '<div aria-current="step" class="active step"><div class="content"><div class="title">A</div></div></div>',
    );
  });

  it('has its parts as static members', () => {
    expect(Step.Group).toBe(StepGroup);
    expect(Step.Content).toBe(StepContent);
    expect(Step.Title).toBe(StepTitle);
    expect(Step.Description).toBe(StepDescription);
  });
});

describe('Step.Group', () => {
  it('draws its variations as classes', () => {
    const { container } = render(
      <StepGroup
        size="mini"
        fluid
        ordered
        unstackable
        vertical="right"
        attached="bottom"
        stackable="tablet"
        widths={3}
        circular
        inverted
        color="teal"
      />,
    );
    expect(classes(container.firstElementChild)).toEqual(
      [
        'ui',
        'mini',
        'fluid',
        'ordered',
        'unstackable',
        'right',
        'vertical',
        'bottom',
        'attached',
        'tablet',
        'stackable',
        'three',
        'circular',
        'inverted',
        'teal',
        'steps',
      ].sort(),
    );
  });

  it('gives widths as a number, a numeral or a word, and refuses other widths', () => {
    for (const widths of [2, '2', 'two'] as const)
      expect(renderToString(<StepGroup widths={widths} />)).toContain('class="ui two steps"');
    for (const widths of [0, 17, Number.NaN])
      expect(() => renderToString(<StepGroup widths={widths as 2} />)).toThrow(
        `Step.Group: widths must be a whole number from 1 to 16 (or its word), or 'equal' (got ${widths}).`,
      );
  });

  it('is a list of plain steps, each a listitem', () => {
    render(
      <StepGroup>
        <Step title="One" />
        <Step title="Two" role="presentation" />
      </StepGroup>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveClass('ui', 'steps');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Two').closest('.step')).toHaveAttribute('role', 'presentation');
  });

  it('is no list when a step is a link or a button, or when it holds other nodes', () => {
    const { container, rerender } = render(
      <StepGroup>
        <Step title="One" />
        <Step title="Two" href="#two" />
      </StepGroup>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelector('[role=listitem]')).toBeNull();
    rerender(
      <StepGroup>
        <Step title="One" onClick={() => {}} />
      </StepGroup>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<StepGroup content="text" />);
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<StepGroup />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('builds its steps from items: props with keys, text, elements', () => {
    const error = vi.spyOn(console, 'error');
    render(
      <StepGroup
        items={[
          { key: 'ship', icon: 'truck', title: 'Shipping', completed: true },
          { key: 'bill', active: true, title: 'Billing' },
          'Confirm',
          <Step key="done" title="Done" disabled />,
        ]}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.className)).toEqual(['completed step', 'active step', 'step', 'disabled step']);
    expect(steps[0]!.querySelector('i.truck.icon')).not.toBeNull();
    expect(steps[2]).toHaveTextContent('Confirm');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('prefers children, then content, then items', () => {
    const { container } = render(
      <StepGroup items={['a']} content={<Step title="content" />}>
        <Step title="child" />
      </StepGroup>,
    );
    expect(container.textContent).toBe('child');
  });

  it('renders another element through `as` and forwards the ref', () => {
    const ref = createRef<HTMLOListElement>();
    const { container } = render(
      <StepGroup as="ol" ref={ref} className="x">
        <Step as="li" title="One" />
      </StepGroup>,
    );
    expect(ref.current).toBe(container.querySelector('ol.ui.steps.x'));
  });

  it('renders on the server and hydrates with no warning', async () => {
    const { problems, unmount } = await hydrateServerHtml(
      <StepGroup ordered>
        <Step completed title="One" />
        <Step active title="Two" description="Now" />
        <Step disabled onClick={() => {}} title="Three" />
      </StepGroup>,
    );
    expect(problems).toEqual([]);
    unmount();
  });
});

describe('Step.Content', () => {
  it('builds its title and description, aligned in a circular group', () => {
    const { container } = render(<StepContent aligned="center" title="T" description={{ content: 'D' }} />);
    expect(container.innerHTML).toBe(
      '<div class="center aligned content"><div class="title">T</div><div class="description">D</div></div>',
    );
  });
});
