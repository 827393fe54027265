import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { languages } from '../languages';
import ChangeLanguageExample from './ChangeLanguageExample';

function setup() {
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <ChangeLanguageExample />
    </StrictMode>,
  );
  const area = screen.getByTestId('language-area');
  const optionSelect = within(area).getByRole('combobox', { name: 'Option' });
  return { user, view, area, optionSelect };
}

/** Picks a language and waits until it is in use (each one loads on first pick). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const { code } = languages.find((language) => language.name === name)!;
  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  await user.click(screen.getByRole('option', { name }));
  await waitFor(() => expect(screen.getByTestId('language-code')).toHaveTextContent(code));
}

describe('ChangeLanguageExample', () => {
  it('starts in English (UK), left to right', () => {
    const { area, optionSelect } = setup();
    expect(screen.getByTestId('language-code')).toHaveTextContent('en-GB');
    expect(area).toHaveAttribute('dir', 'ltr');
    expect(optionSelect).toHaveTextContent('Select one');
  });

  it('switches the option placeholder and the direction with the chosen language', async () => {
    const { user, area, optionSelect } = setup();
    await choose(user, 'German');
    expect(screen.getByTestId('language-code')).toHaveTextContent('de');
    expect(optionSelect).toHaveTextContent('Eintrag auswählen...');
    await choose(user, 'Hebrew');
    expect(area).toHaveAttribute('dir', 'rtl');
    expect(optionSelect).toHaveTextContent('בחר אחד');
    await choose(user, 'English (US)');
    expect(area).toHaveAttribute('dir', 'ltr');
    expect(optionSelect).toHaveTextContent('Select one');
  });

  it('reformats a chosen date in the new language', async () => {
    const { user } = setup();
    const input = screen.getByRole('combobox', { name: 'Date' });
    // Typed, then chosen in the calendar (which opens on the typed month).
    await user.type(input, '3 March 2026');
    await user.click(input);
    await user.click(screen.getByRole('gridcell', { name: '3 March 2026' }));
    expect(input).toHaveValue('3 March 2026');
    await choose(user, 'English (US)');
    expect(input).toHaveValue('March 3, 2026');
    await choose(user, 'Spanish');
    expect(input).toHaveValue('3 de Marzo de 2026');
  });

  it('starts again in English (UK) when mounted anew, whatever the last one chose', async () => {
    const first = setup();
    await choose(first.user, 'French');
    expect(first.optionSelect).toHaveTextContent('Choisissez-en un');
    first.view.unmount();
    const second = setup();
    expect(screen.getByTestId('language-code')).toHaveTextContent('en-GB');
    expect(second.optionSelect).toHaveTextContent('Select one');
  });

  it('changes nothing outside the example', async () => {
    const { user } = setup();
    await choose(user, 'Russian');
    const { Select } = await import('sui-react/select');
    render(<Select options={['a']} aria-label="outside" />);
    expect(screen.getByRole('combobox', { name: 'outside' })).toHaveTextContent('Select one');
  });
});
