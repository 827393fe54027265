import { useState } from 'react';
import { TextArea } from 'sui-react';

export default function AutoHeightExample() {
  const [value, setValue] = useState('Type a few lines:\nthe box grows with them.');
  return (
    <div className="ui form">
      <label htmlFor="textarea-auto">Message</label>
      <TextArea
        id="textarea-auto"
        autoHeight
        rows={2}
        value={value}
        onChange={(_, data) => setValue(data.value)}
      />
      <p>{value.length} characters</p>
    </div>
  );
}
