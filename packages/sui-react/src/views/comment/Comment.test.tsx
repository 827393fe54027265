import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { Comment, CommentAction, CommentAvatar, CommentGroup } from './index.js';
import { commentKeyboard } from './keyboard.js';

// React 19 adds preload links for the pictures ahead of the markup: they are not the comment's.
const html = (node: React.ReactElement) => renderToStaticMarkup(node).replace(/<link [^>]*>/g, '');

describe('Comment', () => {
  it('draws a thread as Semantic UI React does, each comment an article', () => {
    expect(
      html(
        <CommentGroup threaded minimal size="small">
          <Comment>
            <Comment.Avatar as="a" href="/u/ana" alt="Ana" src="/ana.png" />
            <Comment.Content>
              <Comment.Author as="a" href="/u/ana">
                Ana
              </Comment.Author>
              <Comment.Metadata content="Today" />
              <Comment.Text content="Hi" />
              <Comment.Actions>
                <Comment.Action>Reply</Comment.Action>
              </Comment.Actions>
            </Comment.Content>
            <Comment.Group collapsed>
              <Comment content="Reply" />
            </Comment.Group>
          </Comment>
        </CommentGroup>,
      ),
    ).toBe(
      '<div class="ui threaded minimal small comments"><div role="article" class="comment"><a class="avatar" href="/u/ana"><img alt="Ana" src="/ana.png"/></a><div class="content"><a class="author" href="/u/ana">Ana</a><div class="metadata">Today</div><div class="text">Hi</div><div class="actions"><a>Reply</a></div></div><div hidden="" class="ui collapsed comments"><div role="article" class="comment">Reply</div></div></div></div>',
    );
  });

  it('gives the Fomantic variations their classes, hides a collapsed comment, merges className', () => {
    expect(html(<CommentGroup disabled inverted className="x" />)).toBe(
      '<div class="ui disabled inverted comments x"></div>',
    );
    expect(html(<Comment collapsed disabled />)).toBe(
      '<div role="article" hidden="" class="collapsed disabled comment"></div>',
    );
    expect(html(<Comment as="article" />)).toBe('<article class="comment"></article>');
  });

  it('an avatar is decorative unless given alt, and an empty src is left out', () => {
    expect(html(<CommentAvatar src="/a.png" />)).toBe('<div class="avatar"><img alt="" src="/a.png"/></div>');
    expect(html(<CommentAvatar src="" />)).toBe('<div class="avatar"><img alt=""/></div>');
  });

  it('an action is text, a link with href, a button with onClick; active sets the right state', () => {
    expect(html(<CommentAction active content="Reply" />)).toBe(
      '<a aria-current="true" class="active">Reply</a>',
    );
    expect(html(<CommentAction href="#r" content="Reply" />)).toBe('<a href="#r">Reply</a>');
    expect(html(<CommentAction onClick={() => {}} active={false} content="Reply" />)).toBe(
      '<a role="button" tabindex="0" aria-pressed="false">Reply</a>',
    );
    expect(html(<CommentAction as="button" active content="Save" />)).toBe(
      '<button type="button" aria-pressed="true" class="active">Save</button>',
    );
  });

  it('calls onClick with the event and the action’s props', async () => {
    const onClick = vi.fn();
    render(<CommentAction onClick={onClick} content="Reply" />);
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ type: 'click' }), {
      onClick,
      content: 'Reply',
    });
  });

  it('collapsed replies are gone for assistive technology', () => {
    render(
      <CommentGroup>
        <Comment content="Top" />
        <CommentGroup collapsed>
          <Comment content="Hidden reply" />
        </CommentGroup>
      </CommentGroup>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('a huge thread renders every comment', () => {
    const many = Array.from({ length: 3000 }, (_, i) => <Comment key={i} content={`c${i}`} />);
    expect(html(<CommentGroup>{many}</CommentGroup>).match(/class="comment"/g)).toHaveLength(3000);
  });

  testKeyboard('Comment', commentKeyboard, {
    Tab: async () => {
      const user = userEvent.setup();
      render(
        <CommentGroup>
          <Comment>
            <Comment.Author as="a" href="#ana">
              Ana
            </Comment.Author>
            <Comment.Actions>
              <CommentAction onClick={() => {}}>Reply</CommentAction>
              <CommentAction>Inert</CommentAction>
              <CommentAction href="#save">Save</CommentAction>
            </Comment.Actions>
          </Comment>
        </CommentGroup>,
      );
      await user.tab();
      expect(screen.getByRole('link', { name: 'Ana' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Save' })).toHaveFocus();
    },
    'On an action button: Enter, Space': async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      render(<CommentAction onClick={onClick} content="Reply" />);
      screen.getByRole('button').focus();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(onClick).toHaveBeenCalledTimes(2);
    },
  });
});
