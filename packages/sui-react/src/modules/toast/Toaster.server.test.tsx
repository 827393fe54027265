// @vitest-environment node
// A real server: no window, no document. toast() may be called there (it waits in the store), and
// the Toaster renders its empty region with the same errors as in the browser.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toast } from './index.js';
import { toastStore } from './toast.js';

afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

describe('Toast on a server', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });

  it('queues a toast called on the server, and the Toaster renders the empty region only', () => {
    const error = vi.spyOn(console, 'error');
    const id = toast({ type: 'error', title: 'Queued', message: 'Shown in the browser' });
    expect(toastStore.get().shown.map((t) => t.id)).toEqual([id]);
    const html = renderToString(<Toaster position="bottom center" limit={3} />);
    expect(html).toContain('aria-label="Notifications (F8)"');
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('Queued');
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    [<Toaster key="1" limit={0} />, 'Toaster: limit must be a whole number, 1 or more (got 0).'],
    [<Toaster key="2" position={'middle' as never} />, 'Toaster: unknown position "middle".'],
  ])('refuses bad props with the browser error', (tree, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(tree)).toThrow(message);
  });
});
