import { Emoji } from 'sui-react/emoji';

export default function EmojiExample() {
  return (
    <>
      <p>
        Release 2.0 is out <Emoji name="tada" /> thanks to everyone who tested it <Emoji name="heart" />
      </p>
      <p>
        Review: <Emoji name="white_check_mark" aria-label="Approved" /> by Amira,{' '}
        <Emoji name=":hourglass:" aria-label="Waiting" /> for Tom.
      </p>
    </>
  );
}
