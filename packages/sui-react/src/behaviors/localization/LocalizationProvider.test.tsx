import { act, render, screen } from '@testing-library/react';
import { memo, useEffect, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { LocalizationProvider, useLocaleValues, useLocalization } from './LocalizationProvider.js';
import type { Localization } from './LocalizationProvider.js';
import { useFlatTexts } from './context.js';

function Placeholder(props: { overrides?: { single?: { placeholder?: string } } }) {
  const select = useLocaleValues('select', props.overrides);
  return <p>{select.single.placeholder}</p>;
}

let api: Localization | undefined;
function Grab() {
  const localization = useLocalization();
  useEffect(() => {
    api = localization;
  });
  return <span data-testid="language">{localization.language}</span>;
}

describe('LocalizationProvider and hooks', () => {
  it('gives English (UK) without a provider', () => {
    render(<Placeholder />);
    expect(screen.getByText('Select one')).toBeInTheDocument();
  });

  it('switches language and updates components at once, also on patch', () => {
    render(
      <LocalizationProvider locales={{ es: { select: { single: { placeholder: 'Seleccione uno' } } } }}>
        <Placeholder />
        <Grab />
      </LocalizationProvider>,
    );
    act(() => api!.setLanguage('es'));
    expect(screen.getByText('Seleccione uno')).toBeInTheDocument();
    expect(screen.getByTestId('language')).toHaveTextContent('es');
    act(() => api!.patch('es', { select: { single: { placeholder: 'Elija' } } }));
    expect(screen.getByText('Elija')).toBeInTheDocument();
    act(() => api!.load('fr', { select: { single: { placeholder: 'Choisissez-en un' } } }));
    act(() => api!.setLanguage('fr'));
    expect(screen.getByText('Choisissez-en un')).toBeInTheDocument();
  });

  it('updates a component that reads a flat section (useFlatTexts) on setLanguage and patch, even memoised', () => {
    const Thumbs = memo(function Thumbs() {
      const slider = useFlatTexts('slider', { minimum: 'Minimum', maximum: 'Maximum' });
      return <p>{slider.minimum}</p>;
    });
    render(
      <LocalizationProvider locales={{ es: { slider: { minimum: 'Mínimo' } } }}>
        <Thumbs />
        <Grab />
      </LocalizationProvider>,
    );
    expect(screen.getByText('Minimum')).toBeInTheDocument();
    act(() => api!.setLanguage('es'));
    expect(screen.getByText('Mínimo')).toBeInTheDocument();
    act(() => api!.patch('es', { slider: { minimum: 'Menor' } }));
    expect(screen.getByText('Menor')).toBeInTheDocument();
    act(() => api!.setLanguage('en-GB'));
    expect(screen.getByText('Minimum')).toBeInTheDocument();
  });

  it('applies per-component overrides on top of the language', () => {
    render(
      <LocalizationProvider>
        <Placeholder overrides={{ single: { placeholder: 'Pick a fruit' } }} />
      </LocalizationProvider>,
    );
    expect(screen.getByText('Pick a fruit')).toBeInTheDocument();
  });

  it('follows a change of its language prop', () => {
    const locales = { de: { select: { single: { placeholder: 'Eintrag auswählen...' } } } };
    const { rerender } = render(
      <LocalizationProvider locales={locales}>
        <Placeholder />
      </LocalizationProvider>,
    );
    rerender(
      <LocalizationProvider locales={locales} language="de">
        <Placeholder />
      </LocalizationProvider>,
    );
    expect(screen.getByText('Eintrag auswählen...')).toBeInTheDocument();
  });

  it('reports a language that was never loaded with a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestErrorBoundary>
        <LocalizationProvider language="ge">
          <Placeholder />
        </LocalizationProvider>
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'LocalizationProvider: language must be en-GB or one of locales (en-GB) (got "ge").',
    );
    vi.restoreAllMocks();
  });

  it('names itself, the prop and the value for an empty language or language code', () => {
    const message = (element: ReactElement) => {
      try {
        renderToString(element);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(message(<LocalizationProvider language="" />)).toBe(
      'LocalizationProvider: language must be a non-empty code (got "").',
    );
    expect(message(<LocalizationProvider locales={{ ' ': {} }} />)).toBe(
      'LocalizationProvider: locales key must be a non-empty code (got " ").',
    );
    expect(message(<LocalizationProvider language="de" locales={{ de: {} }} />)).toBeNull();
  });
});
