import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../test-utils/server.js';
import { Progress } from './index.js';

describe('compat Progress', () => {
  it("takes percent, shows no text without progress, and Semantic UI React's classes", () => {
    const { container } = render(<Progress percent={44} indicating />);
    const root = container.firstElementChild!;
    expect(root).toHaveClass('ui progress indicating active');
    expect(root.querySelector('.progress')).toBeNull();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '44');
    expect((root.querySelector('.bar') as HTMLElement).style.width).toBe('44%');
  });

  it('shows the percentage, the ratio or the value with progress', () => {
    const { container, rerender } = render(<Progress value={3} total={5} progress="ratio" />);
    expect(container.querySelector('.progress')).toHaveTextContent('3/5');
    expect((container.querySelector('.bar') as HTMLElement).style.width).toBe('60%');
    rerender(<Progress value={35} total={50} progress="value" />);
    expect(container.querySelector('.progress')).toHaveTextContent('35');
    rerender(<Progress percent={12.345} progress="percent" precision={1} />);
    expect(container.querySelector('.progress')).toHaveTextContent('12.3%');
    rerender(<Progress percent={140} progress />);
    expect(container.querySelector('.progress')).toHaveTextContent('100%');
  });

  it('turns success when full only with autoSuccess, and takes label shorthand', () => {
    const { container, rerender } = render(<Progress percent={100} label="Done" />);
    expect(container.firstElementChild).not.toHaveClass('success');
    expect(screen.getByRole('progressbar', { name: 'Done' })).toBeInTheDocument();
    rerender(<Progress value={5} total={5} autoSuccess label={{ content: 'All' }} attached="bottom" />);
    expect(container.firstElementChild).toHaveClass('success bottom attached');
    expect(container.querySelector('.label')).toHaveTextContent('All');
  });

  it('refuses a total of 0', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Progress value={1} total={0} />)).toThrow(
      'Progress: maximum must be a finite number greater than 0 (got 0).',
    );
    vi.restoreAllMocks();
  });

  it('renders on the server without warnings', () => {
    const error = vi.spyOn(console, 'error');
    const html = renderOnServer(<Progress percent={20} progress color="red" size="small" />);
    expect(html).toContain('20%');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
