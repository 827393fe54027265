import { Text } from 'sui-react/text';

export default function StatesExample() {
  return (
    <div className="ui inverted segment">
      <p>
        <Text size="big" error>
          Error: the file is too large.
        </Text>
      </p>
      <p>
        <Text size="big" warning>
          Warning: the link expires tomorrow.
        </Text>
      </p>
      <p>
        <Text size="big" info>
          Note: saved as a draft.
        </Text>
      </p>
      <p>
        <Text size="big" success>
          Done: the invoice was sent.
        </Text>
      </p>
      <p>
        <Text size="big" disabled>
          Not available in your plan.
        </Text>
      </p>
    </div>
  );
}
