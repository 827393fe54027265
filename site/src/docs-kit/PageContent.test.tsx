import { render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PageContent } from './PageContent';

const sections = ['one', 'two', 'three', 'four', 'five'];

/** Records how many children the page body had when it first showed. */
function FirstCommit({ seen }: { seen: number[] }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    seen.push(ref.current!.parentElement!.children.length);
  }, [seen]);
  return <p ref={ref}>Intro</p>;
}

function page(url: string, seen: number[] = []) {
  return render(
    <Router hook={memoryLocation({ path: url }).hook}>
      <PageContent>
        <FirstCommit seen={seen} />
        {sections.map((id) => (
          <section key={id} id={id} aria-label={id} />
        ))}
      </PageContent>
    </Router>,
  );
}

const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('PageContent', () => {
  it('shows its first three children at once and the rest right after, keeping the first ones mounted', async () => {
    const seen: number[] = [];
    const { container } = page('/modules/select', seen);
    expect(await screen.findByRole('region', { name: 'five' })).toBeInTheDocument();
    expect(seen).toEqual([3]);
    expect(container.querySelector('.page-content')).not.toHaveAttribute('aria-busy');
    // The route it belongs to, without the in-page part of the hash.
    expect(container.querySelector('.page-content')).toHaveAttribute('data-route', '/modules/select');
    expect([...container.querySelectorAll('section')].map((s) => s.id)).toEqual(sections);
  });

  it('scrolls a deep link’s target into view once the whole page is there, even far down', async () => {
    const scrolled: string[] = [];
    // jsdom has no scrolling.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const { container } = page('/modules/select#five');
    await screen.findByRole('region', { name: 'five' });
    expect(container.querySelector('.page-content')).toHaveAttribute('data-route', '/modules/select');
    await vi.waitFor(() => expect(scrolled).toEqual(['five']));
  });
});
