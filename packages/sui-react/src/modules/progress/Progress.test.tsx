import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { Progress } from './Progress.js';

describe('Progress', () => {
  it('renders the Semantic markup with the percentage, labelled by its label', () => {
    render(<Progress value={55}>Uploading</Progress>);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveClass('ui progress');
    expect(bar).not.toHaveClass('success');
    expect(bar).toHaveAttribute('data-percent', '55');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '55');
    expect(bar).toHaveAttribute('aria-valuetext', '55%');
    const fill = bar.querySelector<HTMLElement>('.bar')!;
    expect(fill.style.width).toBe('55%');
    expect(fill.style.transitionDuration).toBe('300ms');
    expect(fill.querySelector('.progress')).toHaveTextContent('55%');
    expect(bar.querySelector('.label')).toHaveTextContent('Uploading');
  });

  it('bounds the value to 0..maximum and formats with the precision', () => {
    const { rerender } = render(<Progress value={150} maximum={200} precision={2} aria-label="Job" />);
    const bar = screen.getByRole('progressbar', { name: 'Job' });
    expect(bar.querySelector('.progress')).toHaveTextContent('75.00%');
    rerender(<Progress value={-20} aria-label="Job" />);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar.querySelector<HTMLElement>('.bar')!.style.width).toBe('0%');
    rerender(<Progress value={120} aria-label="Job" />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.querySelector('.progress')).toHaveTextContent('100%');
    rerender(<Progress value={Number.NaN} aria-label="Job" />);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    rerender(<Progress value={10} precision={99} aria-label="Job" />);
    expect(bar.querySelector('.progress')!.textContent).toBe(`${(10).toFixed(20)}%`);
  });

  it('turns to success at the maximum unless autoSuccess is off', () => {
    const { rerender } = render(<Progress value={100} aria-label="Job" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveClass('ui progress success');
    rerender(<Progress value={100} autoSuccess={false} aria-label="Job" />);
    expect(bar).not.toHaveClass('success');
    rerender(<Progress value={10} className="success" aria-label="Job" />);
    expect(bar.className).toBe('ui progress success');
  });

  it('takes its variations as props, and none reaches the DOM', () => {
    const { rerender } = render(
      <Progress
        value={40}
        color="teal"
        size="small"
        active
        indicating
        attached="top"
        className="x"
        aria-label="Job"
      />,
    );
    const bar = screen.getByRole('progressbar');
    expect(bar.className).toBe('ui progress teal small active indicating top attached x');
    for (const name of ['color', 'size', 'active', 'indicating', 'attached'])
      expect(bar).not.toHaveAttribute(name);
    // An attached or tiny bar (by prop as by class) hides the percentage.
    expect(bar.querySelector('.progress')).toBeNull();
    rerender(<Progress value={40} size="tiny" aria-label="Job" />);
    expect(bar.querySelector('.progress')).toBeNull();
    rerender(<Progress value={100} success aria-label="Job" />);
    expect(bar.className).toBe('ui progress success');
  });

  it('an indeterminate bar draws no value and tells none', () => {
    render(<Progress value={40} indeterminate="sliding" speed="slow" aria-label="Job" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveClass('ui progress sliding indeterminate slow', { exact: true });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(bar.querySelector<HTMLElement>('.bar')!.style.width).toBe('');
    expect(bar.querySelector('.progress')).toBeNull();
  });

  it('hides the percentage when asked, or for attached and tiny bars', () => {
    const { rerender } = render(<Progress value={40} showProgress={false} aria-label="Job" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.querySelector('.progress')).toBeNull();
    rerender(<Progress value={40} className="top attached purple" aria-label="Job" />);
    expect(bar.querySelector('.progress')).toBeNull();
    rerender(<Progress value={40} className="tiny" aria-label="Job" />);
    expect(bar.querySelector('.progress')).toBeNull();
    rerender(<Progress value={40} className="indicating" aria-label="Job" />);
    expect(bar.querySelector('.progress')).toHaveTextContent('40%');
    expect(bar.querySelector('.label')).toBeNull();
  });

  it('shows infinite, huge and fractional values and precisions by the documented clamps', () => {
    const { rerender } = render(<Progress value={Infinity} aria-label="Job" />);
    const bar = screen.getByRole('progressbar', { name: 'Job' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveClass('success');
    rerender(<Progress value={-Infinity} aria-label="Job" />);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0%');
    rerender(<Progress value={1e300} maximum={Number.MAX_VALUE} aria-label="Job" />);
    expect(bar).toHaveAttribute('aria-valuetext', '0%');
    rerender(<Progress value={2.5} maximum={10} precision={Infinity} aria-label="Job" />);
    expect(bar).toHaveAttribute('aria-valuetext', `${(25).toFixed(20)}%`);
    rerender(<Progress value={2.5} maximum={10} precision={-Infinity} aria-label="Job" />);
    expect(bar).toHaveAttribute('aria-valuetext', '25%');
    rerender(<Progress value={1} maximum={3} precision={1.9} aria-label="Job" />);
    expect(bar).toHaveAttribute('aria-valuetext', '33.3%');
    rerender(<Progress value={1} maximum={3} precision={Number.NaN} aria-label="Job" />);
    expect(bar).toHaveAttribute('aria-valuetext', '33%');
  });

  it('throws a clear error for a maximum that is not a finite number above 0', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const maximum of [0, -5, Number.NaN, Infinity, -Infinity]) {
      const { unmount } = render(
        <TestErrorBoundary>
          <Progress maximum={maximum} />
        </TestErrorBoundary>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        `Progress: maximum must be a finite number greater than 0 (got ${maximum}).`,
      );
      unmount();
    }
    vi.restoreAllMocks();
  });
});
