import { useState } from 'react';
import { Dropdown, DropdownDivider, DropdownItem, DropdownMenu } from 'sui-react/dropdown';

export default function FileMenuExample() {
  const [chosen, setChosen] = useState('nothing yet');

  return (
    <>
      <Dropdown text="File">
        <DropdownMenu>
          <DropdownItem onSelect={() => setChosen('New')}>New</DropdownItem>
          <DropdownItem description="ctrl + o" onSelect={() => setChosen('Open...')}>
            Open...
          </DropdownItem>
          <DropdownItem description="ctrl + s" onSelect={() => setChosen('Save as...')}>
            Save as...
          </DropdownItem>
          <DropdownItem description="ctrl + r" onSelect={() => setChosen('Rename')}>
            Rename
          </DropdownItem>
          <DropdownItem onSelect={() => setChosen('Make a copy')}>Make a copy</DropdownItem>
          <DropdownItem onSelect={() => setChosen('Move to folder')}>
            <i className="folder icon" aria-hidden="true" />
            Move to folder
          </DropdownItem>
          <DropdownItem onSelect={() => setChosen('Move to trash')}>
            <i className="trash icon" aria-hidden="true" />
            Move to trash
          </DropdownItem>
          <DropdownDivider />
          <DropdownItem onSelect={() => setChosen('Download As...')}>Download As...</DropdownItem>
          <Dropdown text="Publish To Web">
            <DropdownMenu>
              <DropdownItem onSelect={() => setChosen('Google Docs')}>Google Docs</DropdownItem>
              <DropdownItem onSelect={() => setChosen('Google Drive')}>Google Drive</DropdownItem>
              <DropdownItem onSelect={() => setChosen('Dropbox')}>Dropbox</DropdownItem>
              <DropdownItem onSelect={() => setChosen('Another Service...')}>Another Service...</DropdownItem>
            </DropdownMenu>
          </Dropdown>
          <DropdownItem onSelect={() => setChosen('E-mail Collaborators')}>E-mail Collaborators</DropdownItem>
        </DropdownMenu>
      </Dropdown>
      <p className="dropdown-example-output">
        Last chosen: <code>{chosen}</code>
      </p>
    </>
  );
}
