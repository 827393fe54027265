import { Header } from 'sui-react/header';

export default function StatesExample() {
  return (
    <>
      <Header as="h3">An enabled header</Header>
      <Header as="h3" disabled aria-disabled>
        A disabled header
      </Header>
    </>
  );
}
