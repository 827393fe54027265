import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '../../test-utils/server.js';
import { compounds } from '../../test-utils/variations.js';
import { Icon } from '../icon/Icon.js';
import { Label, LabelDetail, LabelGroup, pointingClass, type LabelPointing } from './Label.js';

afterEach(() => vi.restoreAllMocks());

const classes = (element: Element | null) => element!.className.split(' ').sort();
const sorted = (list: string) => list.split(' ').sort();

describe('Label: markup and classes', () => {
  it('is a div with the kit classes', () => {
    const { container } = render(<Label>New</Label>);
    const label = container.firstElementChild!;
    expect(label.tagName).toBe('DIV');
    expect(label.className).toBe('ui label');
    expect(label).toHaveTextContent('New');
  });

  it.each([
    [{ color: 'red' }, 'ui red label'],
    [{ color: 'primary' }, 'ui primary label'],
    [{ size: 'huge' }, 'ui huge label'],
    [{ active: true, basic: true }, 'ui active basic label'],
    [{ circular: true, empty: true }, 'ui circular empty label'],
    [{ horizontal: true, tag: true }, 'ui horizontal tag label'],
    [
      { inverted: true, disabled: true, fluid: true, centered: true },
      'ui inverted disabled fluid centered label',
    ],
    [{ prompt: true }, 'ui prompt label'],
    [{ image: true }, 'ui image label'],
    [{ corner: true }, 'ui corner label'],
    [{ corner: 'left' }, 'ui left corner label'],
    [{ ribbon: true }, 'ui ribbon label'],
    [{ ribbon: 'right' }, 'ui right ribbon label'],
    [{ ribbon: 'bottom right' }, 'ui bottom right ribbon label'],
    [{ floating: true }, 'ui floating label'],
    [{ floating: 'left' }, 'ui left floating label'],
    [{ attached: 'top right' }, 'ui top right attached label'],
    [{ pointing: true }, 'ui pointing label'],
    [{ pointing: 'below' }, 'ui pointing below label'],
    [{ pointing: 'left' }, 'ui left pointing label'],
  ] as const)('%o gives "%s"', (props, expected) => {
    const { container } = render(<Label {...props}>x</Label>);
    expect(classes(container.firstElementChild)).toEqual(sorted(expected));
  });

  it('writes pointing in the order the kit matches', () => {
    const label = (pointing: LabelPointing) => renderToString(<Label pointing={pointing} />);
    expect(label('above')).toContain('class="ui pointing above label"');
    expect(label('below')).toContain('class="ui pointing below label"');
    expect(label('left')).toContain('class="ui left pointing label"');
    expect(label('right')).toContain('class="ui right pointing label"');
  });

  it('pointing and prompt, which the table does not hold, have rules in the kit', () => {
    const label = compounds('label');
    const form = compounds('form');
    const has = (selectors: Array<Set<string>>, names: string) =>
      selectors.some((s) => names.split(' ').every((name) => s.has(name)));
    for (const pointing of [true, 'above', 'below', 'left', 'right'] as const) {
      expect(has(label, `${pointingClass(pointing)} label`), String(pointing)).toBe(true);
    }
    expect(has(form, 'prompt label')).toBe(true);
  });

  it('merges className, passes other props on and writes no variation prop to the DOM', () => {
    const { container } = render(
      <Label className="extra" color="blue" title="Count" data-x="1">
        3
      </Label>,
    );
    const label = container.firstElementChild!;
    expect(label.className).toBe('ui blue label extra');
    expect(label).toHaveAttribute('title', 'Count');
    expect(label).toHaveAttribute('data-x', '1');
    expect(label).not.toHaveAttribute('color');
  });
});

describe('Label: content shorthand', () => {
  it('draws icon, image, content and detail in that order; children win over all of them', () => {
    const { container, rerender } = render(
      <Label icon="mail" image={{ src: '/a.png', alt: '' }} content="23" detail="Unread" />,
    );
    const label = container.firstElementChild!;
    expect([...label.children].map((c) => c.className)).toEqual(['mail icon', 'ui image', 'detail']);
    expect(label.querySelector('i')).toHaveAttribute('aria-hidden', 'true');
    expect(label.querySelector('img')).toHaveAttribute('src', '/a.png');
    expect(label).toHaveTextContent('23Unread');
    rerender(
      <Label icon="mail" content="23">
        Mine
      </Label>,
    );
    expect(container.firstElementChild!.innerHTML).toBe('Mine');
  });

  it('takes each shorthand as text, an element, props or null', () => {
    const { container, rerender } = render(
      <Label
        icon={<Icon name="user" color="red" />}
        detail={{ content: 'Admin', as: 'span' }}
        content="Ann"
      />,
    );
    expect(container.querySelector('i')!.className).toBe('user red icon');
    expect(container.querySelector('span.detail')).toHaveTextContent('Admin');
    rerender(<Label icon={null} detail={null} image={null} content="Ann" />);
    expect(container.firstElementChild!.innerHTML).toBe('Ann');
    rerender(<Label image="/b.png" content="Bob" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/b.png');
    rerender(<Label image={{ src: '/b.png', alt: 'Bob', avatar: true, spaced: 'right' }} />);
    expect(classes(container.querySelector('img'))).toEqual(sorted('ui avatar right spaced image'));
  });

  it('Label.Detail and Label.Group are static members and named exports', () => {
    expect(Label.Detail).toBe(LabelDetail);
    expect(Label.Group).toBe(LabelGroup);
  });

  it('a group shares its variations', () => {
    const { container } = render(
      <LabelGroup color="teal" size="large" circular tag className="x">
        <Label>1</Label>
      </LabelGroup>,
    );
    expect(classes(container.firstElementChild)).toEqual(sorted('ui teal large circular tag labels x'));
    render(<LabelGroup content="Shorthand" />);
    expect(screen.getByText('Shorthand')).toHaveClass('ui', 'labels');
  });

  it('a shorthand of a wrong type is reported and renders nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Label detail={(() => 1) as never} content="x" />);
    expect(container.querySelector('.detail')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'sui-react: a shorthand prop takes a string, number, element or props object (got function).',
    );
  });
});

describe('Label: as, ref and handlers', () => {
  it('renders another element through as and forwards the ref', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Label as="a" href="#tag" ref={ref}>
        Tag
      </Label>,
    );
    const link = screen.getByRole('link', { name: 'Tag' });
    expect(link).toHaveClass('ui', 'label');
    expect(ref.current).toBe(link);
  });

  it('calls onClick with the event and its props', () => {
    const onClick = vi.fn();
    render(
      <Label as="button" color="red" onClick={onClick}>
        Filter
      </Label>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![0]).toHaveProperty('type', 'click');
    expect(onClick.mock.calls[0]![1]).toMatchObject({ color: 'red', children: 'Filter' });
  });

  it('with onRemove, a "Remove" button (the delete icon) calls it on a click, Enter or Space', () => {
    const onRemove = vi.fn();
    render(<Label content="Tag" color="blue" onRemove={onRemove} />);
    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove.tagName).toBe('I');
    expect(remove.className).toBe('delete icon');
    expect(remove).toHaveAttribute('tabindex', '0');
    expect(remove).not.toHaveAttribute('aria-hidden');
    fireEvent.click(remove);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onRemove.mock.calls[0]![1]).toMatchObject({ content: 'Tag', color: 'blue' });
    fireEvent.keyDown(remove, { key: 'Enter' });
    fireEvent.keyDown(remove, { key: ' ' });
    fireEvent.keyDown(remove, { key: 'a' });
    expect(onRemove).toHaveBeenCalledTimes(3);
  });

  it('removeIcon changes the icon and its name, and its own onClick is called too', () => {
    const onRemove = vi.fn();
    const onIcon = vi.fn();
    const { container, rerender } = render(
      <Label
        content="Tag"
        onRemove={onRemove}
        removeIcon={{ name: 'close', 'aria-label': 'Retirer', onClick: onIcon }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(onIcon).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(container.querySelector('i')!.className).toBe('close icon');
    rerender(<Label content="Tag" onRemove={onRemove} removeIcon="trash" />);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveClass('trash', 'icon');
    rerender(<Label content="Tag" removeIcon="trash" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Label: server and hydration', () => {
  it('renders on the server with no handler and hydrates with no warning', async () => {
    expect(renderToString(<Label color="red">1</Label>)).toBe('<div class="ui red label">1</div>');
    const { problems, unmount } = await hydrateServerHtml(
      <LabelGroup>
        <Label icon="mail" content="23" detail="new" onRemove={() => {}} />
        <Label pointing="below">Note</Label>
      </LabelGroup>,
    );
    expect(problems).toEqual([]);
    unmount();
  });
});
