import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, forwardRef, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '../../test-utils/server.js';
import { Icon } from '../icon/Icon.js';
import { Label } from '../label/Label.js';
import { Button, ButtonContent, ButtonGroup, ButtonOr } from './Button.js';

afterEach(() => vi.restoreAllMocks());

/** The element's classes, sorted (the order is not part of the API). */
const classes = (element: Element | null) => element!.className.split(' ').sort();
const sorted = (list: string) => list.split(' ').sort();

describe('Button: markup and classes', () => {
  it('is a <button type="button"> with the kit classes', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toBe('ui button');
    expect(button).not.toHaveAttribute('role');
    expect(button).not.toHaveAttribute('aria-pressed');
  });

  it.each([
    [{ primary: true }, 'ui primary button'],
    [{ secondary: true }, 'ui secondary button'],
    [{ tertiary: true }, 'ui tertiary button'],
    [{ positive: true }, 'ui positive button'],
    [{ negative: true }, 'ui negative button'],
    [{ color: 'red' }, 'ui red button'],
    [{ color: 'google plus' }, 'ui google plus button'],
    [{ color: 'whatsapp' }, 'ui whatsapp button'],
    [{ size: 'massive' }, 'ui massive button'],
    [{ basic: true, inverted: true }, 'ui basic inverted button'],
    [{ circular: true, compact: true, fluid: true }, 'ui circular compact fluid button'],
    [{ active: true, loading: true }, 'ui active loading button'],
    [{ disabled: true }, 'ui disabled button'],
    [{ animated: true }, 'ui animated button'],
    [{ animated: 'fade' }, 'ui fade animated button'],
    [{ animated: 'vertical' }, 'ui vertical animated button'],
    [{ attached: true }, 'ui attached button'],
    [{ attached: 'top' }, 'ui top attached button'],
    [{ floated: 'right' }, 'ui right floated button'],
    [{ toggle: true }, 'ui toggle button'],
  ] as const)('%o gives "%s"', (props, expected) => {
    render(<Button {...props}>Go</Button>);
    expect(classes(screen.getByText('Go').closest('.ui'))).toEqual(sorted(expected));
  });

  it('takes content as shorthand, and children win over it', () => {
    const { rerender } = render(<Button content="Shorthand" />);
    expect(screen.getByRole('button')).toHaveTextContent('Shorthand');
    rerender(<Button content="Shorthand">Children</Button>);
    expect(screen.getByRole('button')).toHaveTextContent(/^Children$/);
  });

  it('merges className, passes other props on and writes no variation prop to the DOM', () => {
    render(
      <Button className="extra" primary data-testid="b" id="b1">
        Go
      </Button>,
    );
    const button = screen.getByTestId('b');
    expect(button.className).toBe('ui primary button extra');
    expect(button).toHaveAttribute('id', 'b1');
    expect(button).not.toHaveAttribute('primary');
  });
});

describe('Button: icons', () => {
  it('an icon with no text gives `icon`; the icon is decorative', () => {
    const { container } = render(<Button icon="trash" aria-label="Delete" />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(classes(button)).toEqual(sorted('ui icon button'));
    const icon = container.querySelector('i')!;
    expect(icon.className).toBe('trash icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('an icon beside text gives no `icon` class, unless labelPosition says where it goes', () => {
    const { rerender } = render(<Button icon="trash" content="Delete" />);
    expect(classes(screen.getByRole('button'))).toEqual(sorted('ui button'));
    rerender(<Button icon="trash" content="Delete" labelPosition="left" />);
    expect(classes(screen.getByRole('button'))).toEqual(sorted('ui icon left labeled button'));
    rerender(<Button icon="arrow right" content="Next" labelPosition="right" />);
    expect(classes(screen.getByRole('button'))).toEqual(sorted('ui icon right labeled button'));
  });

  it('icon={true} gives the class for an Icon among the children', () => {
    render(
      <Button icon>
        <Icon name="pause" /> Pause
      </Button>,
    );
    expect(classes(screen.getByRole('button', { name: 'Pause' }))).toEqual(sorted('ui icon button'));
  });

  it('takes the icon as an element or a props object', () => {
    const { container, rerender } = render(
      <Button icon={<Icon name="user" color="red" />} title="Profile" />,
    );
    expect(container.querySelector('i')!.className).toBe('user red icon');
    rerender(<Button icon={{ name: 'user', size: 'large' }} title="Profile" />);
    expect(container.querySelector('i')!.className).toBe('user large icon');
    rerender(<Button icon={null} content="None" />);
    expect(container.querySelector('i')).toBeNull();
  });
});

describe('Button: a name for screen readers', () => {
  /** The button's development error (a console.error, not a thrown error), or null. */
  const error = (node: ReactNode) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<>{node}</>);
    const logged = spy.mock.calls.map((call) => call.map(String).join(' '));
    spy.mockRestore();
    return logged.find((m) => m.startsWith('Button:')) ?? null;
  };

  it('an icon-only button without aria-label, aria-labelledby or title is a development error', () => {
    const message =
      'Button: a button that shows only an icon needs a name for screen readers: give it aria-label, aria-labelledby or title (got no text).';
    expect(error(<Button icon="trash" />)).toBe(message);
    expect(
      error(
        <Button icon>
          <Icon name="trash" />
        </Button>,
      ),
    ).toBe(message);
    expect(error(<Button icon="trash" label="12" />)).toBe(message);
    // Logged, not thrown: the button still renders, on the server too.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(renderToString(<Button icon="trash" />)).toContain('trash icon');
    expect(spy).toHaveBeenCalledWith(message);
    spy.mockRestore();
  });

  it('text, a name or a part it cannot see into is enough', () => {
    const Text = () => <>Delete</>;
    expect(error(<Button icon="trash" aria-label="Delete" />)).toBeNull();
    expect(error(<Button icon="trash" aria-labelledby="x" />)).toBeNull();
    expect(error(<Button icon="trash" title="Delete" />)).toBeNull();
    expect(error(<Button icon="trash" content="Delete" />)).toBeNull();
    expect(error(<Button icon={{ name: 'trash', 'aria-label': 'Delete' }} />)).toBeNull();
    expect(
      error(
        <Button icon>
          <Icon name="trash" />
          <span>Delete</span>
        </Button>,
      ),
    ).toBeNull();
    expect(
      error(
        <Button icon>
          <Text />
        </Button>,
      ),
    ).toBeNull();
    expect(error(<Button icon="trash" aria-label="Delete" label="12" />)).toBeNull();
    // An empty button draws no icon: not this rule's case.
    expect(error(<Button />)).toBeNull();
  });

  it('the animated contents count: text in a hidden content names the button', () => {
    render(
      <Button animated="vertical">
        <ButtonContent hidden>Shop</ButtonContent>
        <ButtonContent visible>
          <Icon name="shop" />
        </ButtonContent>
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Shop' })).toHaveClass('vertical', 'animated');
  });
});

describe('Button: states', () => {
  it('a toggle button tells whether it is pressed', () => {
    const { rerender } = render(<Button toggle>Bold</Button>);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    rerender(
      <Button toggle active>
        Bold
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a disabled <button> is natively disabled and calls no onClick', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('another disabled element is aria-disabled, out of the tab order, and refuses its click', () => {
    const onClick = vi.fn();
    render(
      <Button as="a" href="#save" disabled onClick={onClick}>
        Save
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Save' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
    expect(link).not.toHaveAttribute('disabled');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('calls onClick with the event and its props', () => {
    const onClick = vi.fn();
    render(
      <Button primary onClick={onClick}>
        Go
      </Button>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![0]).toHaveProperty('type', 'click');
    expect(onClick.mock.calls[0]![1]).toMatchObject({ primary: true, children: 'Go' });
  });

  it('takes a type and a tabIndex', () => {
    render(
      <Button type="submit" tabIndex={3}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('tabindex', '3');
  });
});

describe('Button: as and ref', () => {
  it('renders a link with href (as="a" or href alone), which keeps its link role', () => {
    const { container, rerender } = render(<Button href="/next">Next</Button>);
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link).toBe(container.firstElementChild);
    expect(link).toHaveAttribute('href', '/next');
    expect(link).not.toHaveAttribute('type');
    expect(link).not.toHaveAttribute('tabindex');
    rerender(
      <Button as="a" href="/next">
        Next
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveClass('ui', 'button');
  });

  it('makes another element a button: the role, a tab stop, and Enter and Space click it', () => {
    const onClick = vi.fn();
    const onKeyDown = vi.fn();
    const { rerender } = render(
      <Button as="div" onClick={onClick} onKeyDown={onKeyDown}>
        Next
      </Button>,
    );
    const div = screen.getByRole('button', { name: 'Next' });
    expect(div.tagName).toBe('DIV');
    expect(div).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(div, { key: 'Enter' });
    fireEvent.keyDown(div, { key: ' ' });
    fireEvent.keyDown(div, { key: 'a' });
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onKeyDown).toHaveBeenCalledTimes(3);
    rerender(
      <Button as="span" role="link">
        Next
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Next' }).tagName).toBe('SPAN');
  });

  it('renders a component through as', () => {
    const Link = forwardRef<HTMLAnchorElement, { to: string; className?: string; children?: ReactNode }>(
      ({ to, ...rest }, ref) => <a ref={ref} href={to} {...rest} />,
    );
    render(
      <Button as={Link} to="/home" primary>
        Home
      </Button>,
    );
    const link = screen.getByRole('button', { name: 'Home' });
    expect(link).toHaveAttribute('href', '/home');
    expect(link).toHaveClass('ui', 'primary', 'button');
  });

  it('forwards the ref to the button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('a labeled container (as="div" with a labelPosition) holding a Button and a Label is no button itself', () => {
    const { container } = render(
      <Button as="div" labelPosition="right">
        <Button icon>
          <Icon name="heart" /> Like
        </Button>
        <Label basic pointing="left">
          2,048
        </Label>
      </Button>,
    );
    const wrapper = container.firstElementChild!;
    expect(classes(wrapper)).toEqual(sorted('ui right labeled button'));
    expect(wrapper).not.toHaveAttribute('role');
    expect(wrapper).not.toHaveAttribute('tabindex');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});

describe('Button: label', () => {
  it('wraps the button and a basic label pointing at it in a labeled div', () => {
    const ref = createRef<HTMLButtonElement>();
    const { container } = render(
      <Button ref={ref} content="Like" icon="heart" label="2,048" floated="right" disabled />,
    );
    const wrapper = container.firstElementChild!;
    expect(wrapper.tagName).toBe('DIV');
    expect(classes(wrapper)).toEqual(sorted('ui labeled button right floated disabled'));
    const [button, label] = wrapper.children;
    expect(button!.tagName).toBe('BUTTON');
    expect(button).toBe(ref.current);
    expect(classes(button!)).toEqual(sorted('ui button'));
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Like');
    expect(classes(label!)).toEqual(sorted('ui basic left pointing label'));
    expect(label).toHaveTextContent('2,048');
  });

  it('puts the label first, pointing right, with labelPosition="left"; its own props win', () => {
    const { container } = render(
      <Button content="Like" label={{ content: '2,048', basic: false, color: 'red' }} labelPosition="left" />,
    );
    const wrapper = container.firstElementChild!;
    expect(classes(wrapper)).toEqual(sorted('ui left labeled button'));
    expect(wrapper.firstElementChild!.tagName).toBe('DIV');
    expect(classes(wrapper.firstElementChild)).toEqual(sorted('ui red right pointing label'));
  });

  it('takes the label as an element, and null for none', () => {
    const { container, rerender } = render(<Button content="Like" label={<Label as="a">7</Label>} />);
    const label = container.querySelector('a')!;
    expect(classes(label)).toEqual(sorted('ui basic left pointing label'));
    rerender(<Button content="Like" label={null} />);
    expect(container.firstElementChild!.tagName).toBe('BUTTON');
  });

  it('names the inner button with aria-label, and calls onClick from the wrapper', () => {
    const onClick = vi.fn();
    render(<Button icon="fork" aria-label="Fork" label="12" onClick={onClick} data-testid="w" />);
    const button = screen.getByRole('button', { name: 'Fork' });
    expect(screen.getByTestId('w')).not.toHaveAttribute('aria-label');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a toggle with a label puts aria-pressed on the inner button', () => {
    render(<Button toggle active content="Watch" label="3" />);
    expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Button.Group, Button.Content, Button.Or', () => {
  it('are static members and named exports', () => {
    expect(Button.Group).toBe(ButtonGroup);
    expect(Button.Content).toBe(ButtonContent);
    expect(Button.Or).toBe(ButtonOr);
  });

  it('a group gives its variations and widths as classes', () => {
    const { container } = render(
      <ButtonGroup
        widths={3}
        color="blue"
        size="small"
        vertical
        labeled
        icon
        attached="top"
        floated="left"
        data-x="1"
      >
        <Button>One</Button>
      </ButtonGroup>,
    );
    const group = container.firstElementChild!;
    expect(classes(group)).toEqual(
      sorted('ui three blue small vertical labeled icon top attached left floated buttons'),
    );
    expect(group).toHaveAttribute('data-x', '1');
    expect(group).not.toHaveAttribute('widths');
  });

  it.each([['three'], ['3']] as const)('widths=%o gives three', (widths) => {
    const { container } = render(<ButtonGroup widths={widths} />);
    expect(container.firstElementChild).toHaveClass('three', 'buttons');
  });

  it.each([0, 13, 17, Number.NaN])('refuses widths=%s with the core error', (widths) => {
    expect(() => renderToString(<ButtonGroup widths={widths as 3} />)).toThrow(
      `Button.Group: widths must be a whole number from 1 to 12 (or its word), or 'equal' (got ${widths}).`,
    );
  });

  it('the buttons shorthand makes buttons from text, props and elements, keyed with no warning', () => {
    const error = vi.spyOn(console, 'error');
    render(
      <ButtonGroup
        buttons={[
          'One',
          { content: 'Two', primary: true, key: 'two' },
          <Button key="three">Three</Button>,
          { content: 'Four' },
        ]}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(buttons[1]).toHaveClass('primary');
    expect(error).not.toHaveBeenCalled();
  });

  it('Button.Or draws its word from data-text; Button.Content is visible or hidden', () => {
    const { container } = render(
      <ButtonGroup>
        <Button>Cancel</Button>
        <ButtonOr text="ou" />
        <Button positive>Save</Button>
      </ButtonGroup>,
    );
    const or = container.querySelector('.or')!;
    expect(or.className).toBe('or');
    expect(or).toHaveAttribute('data-text', 'ou');
    render(
      <Button animated>
        <ButtonContent visible content="Next" />
        <ButtonContent hidden>Go</ButtonContent>
      </Button>,
    );
    expect(classes(screen.getByText('Next'))).toEqual(sorted('visible content'));
    expect(classes(screen.getByText('Go'))).toEqual(sorted('hidden content'));
  });

  it('a group takes content as shorthand', () => {
    render(<ButtonGroup content={<Button>Only</Button>} />);
    expect(screen.getByRole('button', { name: 'Only' })).toBeInTheDocument();
  });
});

describe('Button: bad shorthand, server and hydration', () => {
  it('a shorthand of a wrong type is reported and renders nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Button icon={(() => null) as never} content="Go" />);
    expect(container.querySelector('i')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'sui-react: a shorthand prop takes a string, number, element or props object (got function).',
    );
  });

  it('renders on the server with no handler and hydrates with no warning', async () => {
    const element = (
      <ButtonGroup>
        <Button primary icon="save" content="Save" onClick={() => {}} />
        <ButtonOr />
        <Button content="Like" icon="heart" label="7" />
      </ButtonGroup>
    );
    expect(renderToString(<Button primary>Save</Button>)).toBe(
      '<button class="ui primary button" type="button">Save</button>',
    );
    const { problems, unmount } = await hydrateServerHtml(element);
    expect(problems).toEqual([]);
    unmount();
  });
});

describe('Button with a label and an href', () => {
  it('makes the inner control the link, and leaves the wrapper without an href', () => {
    const { container } = render(<Button label="2" content="Open" href="#two" />);
    const wrapper = container.firstElementChild!;
    expect(wrapper).not.toHaveAttribute('href');
    const link = wrapper.querySelector('a.ui.button')!;
    expect(link).toHaveAttribute('href', '#two');
    expect(link).not.toHaveAttribute('type');
  });
});
