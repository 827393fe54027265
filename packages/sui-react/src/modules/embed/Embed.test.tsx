import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml, renderOnServer, serverError } from '../../test-utils/server.js';
import { Embed } from './Embed.js';
import { playerUrl } from './source.js';

afterEach(() => vi.restoreAllMocks());

const YOUTUBE = { source: 'youtube', videoId: 'O6Xo21L0ybE' } as const;
const classesOf = (root: Element) =>
  [root, ...root.querySelectorAll('[class]')].map((el) => el.getAttribute('class'));

describe('Embed', () => {
  it('draws the kit markup, with no iframe until active', () => {
    const { container } = render(<Embed {...YOUTUBE} placeholder="/p.png" aspectRatio="4:3" />);
    const root = container.firstElementChild!;
    expect(classesOf(root)).toEqual(['ui 4:3 embed', 'video play icon', 'placeholder']);
    expect(root.querySelector('img')).toHaveAttribute('alt', '');
    expect(root.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video: YouTube video O6Xo21L0ybE' })).toBeInTheDocument();
  });

  it('activates on a click anywhere, shows the titled iframe and reports the change', async () => {
    const onActiveChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Embed {...YOUTUBE} title="Launch day" placeholder="/p.png" onActiveChange={onActiveChange} />,
    );
    await user.click(container.querySelector('img')!);
    expect(onActiveChange).toHaveBeenCalledExactlyOnceWith(true);
    const root = container.firstElementChild!;
    expect(root).toHaveClass('ui active embed');
    const frame = screen.getByTitle('Launch day');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.parentElement).toHaveClass('embed');
    expect(screen.queryByRole('button')).toBeNull();
    await user.click(root);
    expect(onActiveChange).toHaveBeenCalledTimes(1);
  });

  it('activates from the keyboard and moves focus into the iframe', async () => {
    const user = userEvent.setup();
    render(<Embed source="vimeo" videoId="125292332" />);
    await user.tab();
    const play = screen.getByRole('button', { name: 'Play video: Vimeo video 125292332' });
    expect(play).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTitle('Vimeo video 125292332')).toHaveFocus();
  });

  it('activates with Space, and focuses its own content when it has children', async () => {
    const user = userEvent.setup();
    render(
      <Embed playLabel="Show the map">
        <p>Map</p>
      </Embed>,
    );
    await user.tab();
    await user.keyboard(' ');
    const content = screen.getByText('Map').parentElement!;
    expect(content).toHaveClass('embed');
    expect(content).toHaveFocus();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('follows a controlled active prop, and keeps its state while a parent ignores the change', async () => {
    const user = userEvent.setup();
    function Outside() {
      const [active, setActive] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setActive((a) => !a)}>
            Toggle
          </button>
          <Embed {...YOUTUBE} active={active} />
        </>
      );
    }
    render(<Outside />);
    await user.click(screen.getByRole('button', { name: /Play video/ }));
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(document.querySelector('iframe')).not.toBeNull();
    // Activated from outside: focus stays where it was.
    expect(screen.getByRole('button', { name: 'Toggle' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('starts active with defaultActive and lets onClick cancel an activation', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Embed {...YOUTUBE} defaultActive />);
    expect(document.querySelector('iframe')).not.toBeNull();
    unmount();
    const onClick = vi.fn((e: React.MouseEvent) => e.preventDefault());
    render(<Embed {...YOUTUBE} onClick={onClick} />);
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('builds the player address with URL parameters and passes iframe attributes', () => {
    render(
      <Embed
        source="youtube"
        videoId="a b/c"
        defaultActive
        autoplay={false}
        brandedUI
        color="white"
        hd={false}
        iframe={{ allowFullScreen: true, style: { padding: 10 } }}
      />,
    );
    const frame = document.querySelector('iframe')!;
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe('https://www.youtube.com/embed/a%20b%2Fc');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      autoplay: '0',
      hq: '0',
      modestbranding: '0',
      rel: '1',
      color: 'white',
    });
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame.style.padding).toBe('10px');
  });

  it('addresses Vimeo and plain urls', () => {
    expect(playerUrl('vimeo', '1', { autoplay: true, brandedUI: false, color: '#00adef', hd: true })).toBe(
      'https://player.vimeo.com/video/1?autoplay=1&byline=0&portrait=0&title=0&color=00adef',
    );
    render(<Embed url="https://www.myfav.es/jack" icon="right circle arrow" defaultActive />);
    const frame = screen.getByTitle('content from www.myfav.es');
    expect(frame).toHaveAttribute('src', 'https://www.myfav.es/jack');
    expect(document.querySelector('i')).toHaveClass('right circle arrow icon');
  });

  it('draws no icon with icon={false}, keeping the play button', () => {
    const { container } = render(<Embed {...YOUTUBE} icon={false} />);
    expect(container.querySelector('i')).toBeNull();
    expect(container.firstElementChild!.firstElementChild!.tagName).toBe('BUTTON');
  });

  it('names the button for loading a page when it embeds a url', () => {
    render(<Embed url="https://www.myfav.es/jack" />);
    expect(
      screen.getByRole('button', { name: 'Load embedded content: content from www.myfav.es' }),
    ).toBeVisible();
  });

  it('keeps no unknown prop off the DOM and passes HTML attributes to the root', () => {
    const { container } = render(<Embed {...YOUTUBE} id="clip" data-x="1" className="extra" />);
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('id', 'clip');
    expect(root).toHaveAttribute('data-x', '1');
    expect(root).toHaveClass('ui embed extra');
    expect(root.getAttribute('videoid')).toBeNull();
  });

  describe('refuses bad input', () => {
    const silence = () => vi.spyOn(console, 'error').mockImplementation(() => {});
    it.each([
      [
        { source: 'dailymotion', videoId: 'x' },
        'Embed: unknown source "dailymotion". Use one of: youtube, vimeo.',
      ],
      [
        { source: 'youtube' },
        `Embed: videoId must be the youtube video's id when source is "youtube" (got undefined).`,
      ],
      [
        { source: 'vimeo', videoId: ' ' },
        `Embed: videoId must be the vimeo video's id when source is "vimeo" (got  ).`,
      ],
      [
        { url: 'javascript:alert(1)' },
        'Embed: url must be an absolute http: or https: address (got javascript:alert(1)).',
      ],
      [
        { url: '/relative/page' },
        'Embed: url must be an absolute http: or https: address (got /relative/page).',
      ],
      [
        { ...YOUTUBE, url: 'https://example.com' },
        'Embed: give either source (with videoId) or url, not both',
      ],
      [
        {},
        'Embed: nothing to embed. Give a source with a videoId, a url, or children to show once active (got source undefined, url undefined).',
      ],
      [
        { ...YOUTUBE, aspectRatio: '3:2' },
        'Embed: unknown aspectRatio "3:2". Use one of: 4:3, 16:9, 21:9, square.',
      ],
      [
        { iframe: { src: 'data:text/html,hi' } },
        'Embed: iframe.src must be an absolute http: or https: address',
      ],
    ])('%j', (props, message) => {
      silence();
      expect(() => render(<Embed {...(props as object)} />)).toThrow(message);
      expect(serverError(<Embed {...(props as object)} />)).toContain(message);
    });
  });

  it('renders on the server without warnings and hydrates cleanly, inactive and active', async () => {
    const error = vi.spyOn(console, 'error');
    const html = renderOnServer(<Embed {...YOUTUBE} placeholder="/p.png" />);
    expect(html).toContain('class="ui embed"');
    expect(html).not.toContain('<iframe');
    expect(renderOnServer(<Embed {...YOUTUBE} defaultActive />)).toContain('<iframe');
    expect(error).not.toHaveBeenCalled();
    for (const tree of [<Embed {...YOUTUBE} placeholder="/p.png" />, <Embed {...YOUTUBE} defaultActive />]) {
      const { problems, unmount } = await hydrateServerHtml(tree);
      expect(problems).toEqual([]);
      unmount();
    }
  });
});
