import { afterEach, describe, expect, it, vi } from 'vitest';

/** The errors module (and its users) as a build with this NODE_ENV evaluates them. */
async function build(env: string) {
  vi.stubEnv('NODE_ENV', env);
  vi.resetModules();
  return {
    errors: await import('./errors.js'),
    slider: await import('../modules/slider/state.js'),
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the library errors: development and production builds', () => {
  it('development explains the rule; production names the component, the prop and the value', async () => {
    const dev = await build('development');
    expect(dev.errors.DEV).toBe(true);
    expect(() => dev.slider.assertSliderScale('Slider', { min: NaN, max: 1, step: 1 }, 2)).toThrow(
      'Slider: min must be a finite number (got NaN).',
    );
    expect(() => dev.errors.assertDuration('Modal', -1)).toThrow(
      'Modal: transitionDuration must be a number of milliseconds, 0 or more (got -1).',
    );
    expect(() => dev.errors.assertOneOf('Toaster', 'position', 'middle', ['top right', 'centered'])).toThrow(
      'Toaster: unknown position "middle". Use one of: top right, centered.',
    );

    const prod = await build('production');
    expect(prod.errors.DEV).toBe(false);
    const cases: [() => void, string][] = [
      [
        () => prod.slider.assertSliderScale('RangeSlider', { min: 0, max: 1, step: 0 }, 2),
        'RangeSlider: invalid step (got 0).',
      ],
      [() => prod.errors.assertDuration('Modal', -1), 'Modal: invalid transitionDuration (got -1).'],
      [
        () => prod.errors.assertOneOf('Toaster', 'position', 'middle', ['top right']),
        'Toaster: unknown position "middle".',
      ],
      [
        () => prod.errors.badProp('Rating', 'maximum', false, Infinity),
        'Rating: invalid maximum (got Infinity).',
      ],
    ];
    for (const [fail, message] of cases) {
      // Still an error, never a silent clamp; only the explanation is left out.
      let thrown: unknown;
      try {
        fail();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as Error).message).toBe(message);
    }
  });

  it('assertOneOf lets a prop that is not given (undefined) pass, and refuses null and the empty string', async () => {
    const { errors } = await build('development');
    expect(() => errors.assertOneOf('Toast', 'type', undefined, ['info'])).not.toThrow();
    expect(() => errors.assertOneOf('Toast', 'type', null, ['info'])).toThrow('Toast: unknown type "null".');
    expect(() => errors.assertOneOf('Toast', 'type', '', ['info'])).toThrow('Toast: unknown type "".');
  });

  it('a test run (NODE_ENV=test) is a development build', async () => {
    const { errors } = await build('test');
    expect(errors.DEV).toBe(true);
  });
});
