// @vitest-environment node
// The server has no effects and no document: the dropdown's structure check runs while rendering.
import { describe, expect, it } from 'vitest';
import { serverError } from '../../test-utils/server.js';
import { Dropdown, MISSING_MENU_ERROR } from './Dropdown.js';
import { DropdownItem, DropdownMenu } from './DropdownMenu.js';

describe('Dropdown on the server', () => {
  it('refuses a dropdown without a menu, with the browser’s error (found by the prop fuzz)', () => {
    expect(serverError(<Dropdown text="Lonely" />)).toBe(MISSING_MENU_ERROR);
    expect(serverError(<Dropdown text="Lonely">Just text</Dropdown>)).toBe(MISSING_MENU_ERROR);
  });

  it('renders a dropdown whose menu sits at any depth, and checks nested dropdowns too', () => {
    expect(
      serverError(
        <Dropdown text="Menu">
          <div>
            <DropdownMenu>
              <DropdownItem>One</DropdownItem>
              <Dropdown text="More">
                <DropdownMenu>
                  <DropdownItem>Two</DropdownItem>
                </DropdownMenu>
              </Dropdown>
            </DropdownMenu>
          </div>
        </Dropdown>,
      ),
    ).toBeNull();
    expect(
      serverError(
        <Dropdown text="Menu">
          <DropdownMenu>
            <Dropdown text="More" />
          </DropdownMenu>
        </Dropdown>,
      ),
    ).toBe(MISSING_MENU_ERROR);
  });
});
