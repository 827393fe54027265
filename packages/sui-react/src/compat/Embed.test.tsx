import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '../elements/icon/index.js';
import { renderOnServer } from '../test-utils/server.js';
import { Embed } from './index.js';

const classesOf = (root: Element) =>
  [root, ...root.querySelectorAll('[class]')].map((el) => el.getAttribute('class'));

describe('compat Embed', () => {
  it("renders Semantic UI React's classes, with `id` as the video id (not the HTML id)", () => {
    const { container } = render(
      <Embed id="HTZudKi36bo" source="youtube" aspectRatio="4:3" placeholder="/images/4by3.jpg" />,
    );
    const root = container.firstElementChild!;
    expect(classesOf(root)).toEqual(['ui 4:3 embed', 'video play icon', 'placeholder']);
    expect(root).not.toHaveAttribute('id');
    expect(screen.getByRole('button', { name: 'Play video: YouTube video HTZudKi36bo' })).toBeInTheDocument();
  });

  it('calls onClick(event, data) on every click with the props and active: true', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Embed id="125292332" source="vimeo" onClick={onClick} />);
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    const [event, data] = onClick.mock.calls[0]!;
    expect(event.type).toBe('click');
    expect(data).toMatchObject({ id: '125292332', source: 'vimeo', active: true });
    expect(document.querySelector('iframe')!.src).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/125292332\?/,
    );
  });

  it('takes icon shorthand: a name, props, an element or null', () => {
    const { container, rerender } = render(<Embed url="https://example.com/" icon="arrow circle down" />);
    expect(container.querySelector('i')).toHaveClass('arrow circle down icon');
    rerender(<Embed url="https://example.com/" icon={{ name: 'bomb' }} />);
    expect(container.querySelector('i')).toHaveClass('bomb icon');
    rerender(<Embed url="https://example.com/" icon={<Icon name="play" />} />);
    expect(container.querySelector('i')).toHaveClass('play icon');
    rerender(<Embed url="https://example.com/" icon={null} />);
    expect(container.querySelector('i')).toBeNull();
    expect(screen.getByRole('button')).toBeInTheDocument();
  });

  it('shows content or children once active, and takes iframe props or an address', () => {
    const { rerender } = render(<Embed active content="Map" />);
    expect(screen.getByText('Map')).toHaveClass('embed');
    rerender(<Embed active iframe="https://maps.example.com/" />);
    expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://maps.example.com/');
    rerender(<Embed active id="gJscrxxl_Bg" source="youtube" iframe={{ allowFullScreen: true }} />);
    expect(document.querySelector('iframe')).toHaveAttribute('allowfullscreen');
  });

  it('refuses a source without an id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Embed source="youtube" />)).toThrow(
      `Embed: videoId must be the youtube video's id when source is "youtube" (got undefined).`,
    );
    vi.restoreAllMocks();
  });

  it('renders on the server without warnings', () => {
    const error = vi.spyOn(console, 'error');
    const html = renderOnServer(<Embed id="O6Xo21L0ybE" source="youtube" placeholder="/p.png" />);
    expect(html).toContain('class="ui embed"');
    expect(error).not.toHaveBeenCalled();
  });
});
