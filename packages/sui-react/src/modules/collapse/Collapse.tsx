import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { assertDuration } from '../../internal/errors.js';
import { prefersReducedMotion } from '../../internal/reducedMotion.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

export interface CollapseProps extends HTMLAttributes<HTMLDivElement> {
  /** Whether the content is hidden (`true`) or shown (`false`). Changes animate the height. */
  collapsed: boolean;
  /**
   * Length of the height animation, in milliseconds. `0` makes changes instant.
   * @default 350
   */
  duration?: number;
  /** The content to show and hide. */
  children?: ReactNode;
}

type Size = Pick<CSSProperties, 'height' | 'paddingTop' | 'paddingBottom'>;
const ZERO: Size = { height: '0px', paddingTop: '0px', paddingBottom: '0px' };

function sizeOf(el: HTMLElement): Size {
  const { height, paddingTop, paddingBottom } = getComputedStyle(el);
  return { height, paddingTop, paddingBottom };
}

/**
 * Shows and hides its content by animating its height (and vertical padding) with the Web
 * Animations API. The first render never animates; while moving the element has the `collapsing`
 * class, then `collapsed` or `expanded`. Collapsed content is `hidden`, so nothing in it can take
 * focus; it is also inert while it closes. With reduced motion, or where the Web Animations API is
 * missing, changes are instant (the classes still follow the same timing without the API).
 */
export const Collapse = forwardRef<HTMLDivElement, CollapseProps>(function Collapse(
  { collapsed, duration = 350, className, style, children, ...rest },
  ref,
) {
  assertDuration('Collapse', duration, 'duration');
  // The state shown or animated towards, and whether the height animation runs. The first render
  // never animates; a change animates unless it is instant (0 ms, reduced motion).
  const [state, setState] = useState({ collapsed, animating: false });
  if (state.collapsed !== collapsed) {
    setState({ collapsed, animating: duration > 0 && !prefersReducedMotion() });
  }
  const element = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  useImperativeHandle(ref, () => element.current!, []);

  useLayoutEffect(() => {
    const el = element.current!;
    const running = animation.current;
    // React 18 does not know the `inert` prop, so set the DOM property directly (only on a change:
    // an accordion may mount hundreds of these).
    if (el.inert !== state.collapsed) el.inert = state.collapsed;
    if (!state.animating) {
      running?.cancel();
      animation.current = null;
      return;
    }
    const timer = setTimeout(() => setState({ collapsed: state.collapsed, animating: false }), duration);
    if (typeof el.animate === 'function') {
      // Start from where the element is now, even in the middle of the opposite animation.
      const from = running || state.collapsed ? sizeOf(el) : ZERO;
      running?.cancel();
      const to = state.collapsed ? ZERO : sizeOf(el);
      animation.current = el.animate([from, to] as Keyframe[], {
        duration,
        easing: 'ease',
        fill: 'forwards',
      });
    }
    return () => clearTimeout(timer);
  }, [state, duration]);

  // Out of the page once collapsed and done animating.
  const hidden = state.collapsed && !state.animating;
  return (
    <div
      {...rest}
      ref={element}
      className={cx(className, state.animating ? 'collapsing' : state.collapsed ? 'collapsed' : 'expanded')}
      hidden={hidden}
      style={
        hidden ? { ...style, display: 'none' } : state.animating ? { ...style, overflow: 'hidden' } : style
      }
    >
      {children}
    </div>
  );
});
