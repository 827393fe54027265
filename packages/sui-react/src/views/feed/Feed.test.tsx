import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { Feed, FeedEvent, FeedLike } from './index.js';
import { feedKeyboard } from './keyboard.js';

// React 19 adds preload links for the pictures ahead of the markup: they are not the feed's.
const html = (node: React.ReactElement) => renderToStaticMarkup(node).replace(/<link [^>]*>/g, '');

describe('Feed', () => {
  it('draws the events shorthand as Semantic UI React does, a list of list items', () => {
    expect(
      html(
        <Feed
          size="small"
          events={[
            {
              key: 'a',
              image: '/a.png',
              date: '1 Hour Ago',
              summary: 'Ana joined',
              extraText: 'Hello',
              extraImages: ['/x.png', { src: '/y.png', alt: 'A map' }],
              meta: '4 Likes',
            },
            { key: 'b', icon: 'pencil', content: 'You posted' },
          ]}
        />,
      ),
    ).toBe(
      '<div role="list" class="ui small feed"><div class="event" role="listitem"><div class="label"><img alt="" src="/a.png"/></div><div class="content"><div class="date">1 Hour Ago</div><div class="summary"> Ana joined </div><div class="text extra">Hello</div><div class="images extra"><img alt="" src="/x.png"/><img alt="A map" src="/y.png"/></div><div class="meta">4 Likes</div></div></div><div class="event" role="listitem"><div class="label"><i aria-hidden="true" class="pencil icon"></i></div><div class="content">You posted</div></div></div>',
    );
  });

  it('is no list when it holds anything but events, nor when it is a ul', () => {
    expect(
      html(
        <Feed>
          <h3>Today</h3>
          <FeedEvent content="x" />
        </Feed>,
      ),
    ).toBe('<div class="ui feed"><h3>Today</h3><div class="event"><div class="content">x</div></div></div>');
    expect(
      html(
        <Feed as="ul">
          <FeedEvent as="li" content="x" />
        </Feed>,
      ),
    ).toBe('<ul class="ui feed"><li class="event"><div class="content">x</div></li></ul>');
    expect(html(<Feed />)).toBe('<div class="ui feed"></div>');
    expect(html(<Feed events={[]} />)).toBe('<div class="ui feed"></div>');
  });

  it('draws no picture for an empty address (an img with src="" would fetch the page again)', () => {
    expect(html(<Feed events={[{ key: 'a', image: '', summary: 'S', extraImages: ['', '/x.png'] }]} />)).toBe(
      '<div role="list" class="ui feed"><div class="event" role="listitem"><div class="content"><div class="summary"> S </div><div class="images extra"><img alt="" src="/x.png"/></div></div></div></div>',
    );
  });

  it('gives the Fomantic variations their classes and merges className', () => {
    expect(
      html(
        <Feed
          connected
          ordered
          basic
          divided
          inverted
          labeled
          disabled
          color="red"
          size="huge"
          className="x"
        />,
      ),
    ).toBe(
      '<div class="ui connected ordered basic divided inverted labeled disabled red huge feed x"></div>',
    );
    expect(html(<FeedEvent color="blue" disabled labeled inverted />)).toBe(
      '<div class="blue disabled labeled inverted event"></div>',
    );
    expect(html(<Feed.Label color="red" basic inverted data-text="A" />)).toBe(
      '<div class="red basic inverted label" data-text="A"></div>',
    );
  });

  it('draws summary, meta, extra, user and date parts from their shorthand', () => {
    expect(html(<Feed.Summary user="Ana" content="joined" date="today" />)).toBe(
      '<div class="summary"><a class="user">Ana</a> joined <div class="date">today</div></div>',
    );
    expect(html(<Feed.Meta like={{ icon: 'like', content: '4 Likes' }} />)).toBe(
      '<div class="meta"><a class="like"><i aria-hidden="true" class="like icon"></i>4 Likes</a></div>',
    );
    expect(html(<Feed.Extra images>{'x'}</Feed.Extra>)).toBe('<div class="images extra">x</div>');
    expect(html(<Feed.Extra text />)).toBe('<div class="text extra"></div>');
    expect(html(<Feed.Content extraImages={false} extraText={null} />)).toBe('<div class="content"></div>');
    expect(html(<Feed.User href="/ana">Ana</Feed.User>)).toBe('<a class="user" href="/ana">Ana</a>');
    expect(
      html(
        <Feed.Date as="time" dateTime="2026-01-01">
          Jan 1
        </Feed.Date>,
      ),
    ).toBe('<time class="date" dateTime="2026-01-01">Jan 1</time>');
  });

  it('a like is text with neither href nor onClick, a link with href, a button with onClick', () => {
    expect(html(<FeedLike content="4" />)).toBe('<a class="like">4</a>');
    expect(html(<FeedLike href="/l" active content="4" />)).toBe('<a href="/l" class="active like">4</a>');
    expect(html(<FeedLike onClick={() => {}} active={false} content="4" />)).toBe(
      '<a role="button" tabindex="0" aria-pressed="false" class="like">4</a>',
    );
    expect(html(<FeedLike as="button" onClick={() => {}} active content="4" />)).toBe(
      '<button type="button" aria-pressed="true" class="active like">4</button>',
    );
  });

  it('calls onClick with the event and the like’s props', async () => {
    const onClick = vi.fn();
    render(<FeedLike onClick={onClick} content="4 Likes" data-x="1" />);
    await userEvent.click(screen.getByRole('button', { name: '4 Likes' }));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ type: 'click' }), {
      onClick,
      content: '4 Likes',
      'data-x': '1',
    });
  });

  it('huge arrays and duplicate or missing keys render every event', () => {
    const events = Array.from({ length: 5000 }, (_, i) => ({ summary: `Event ${i}` }));
    expect(html(<Feed events={events} />).match(/class="event"/g)).toHaveLength(5000);
    const { container } = render(<Feed events={[null, false, 'plain', { key: 'k', summary: 'x' }]} />);
    expect(container.querySelectorAll('.event')).toHaveLength(2);
  });

  testKeyboard('Feed', feedKeyboard, {
    Tab: async () => {
      const user = userEvent.setup();
      render(
        <Feed>
          <FeedEvent meta={{ like: { content: 'Like A', onClick: () => {} } }} />
          <FeedEvent meta={{ like: { content: 'Like B', href: '#b' } }} />
        </Feed>,
      );
      await user.tab();
      expect(screen.getByRole('button', { name: 'Like A' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Like B' })).toHaveFocus();
    },
    'On a Like button: Enter, Space': async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      render(<FeedLike onClick={onClick} content="Like" />);
      screen.getByRole('button').focus();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(onClick).toHaveBeenCalledTimes(2);
    },
  });
});
