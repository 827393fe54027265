import { TextArea } from 'sui-react';

export default function TextAreaExample() {
  return (
    <div className="ui form">
      <label htmlFor="textarea-basic">Notes</label>
      <TextArea id="textarea-basic" name="notes" rows={4} placeholder="Write a note" />
    </div>
  );
}
