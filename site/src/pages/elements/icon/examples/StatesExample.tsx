import { Icon } from 'sui-react/icon';

export default function StatesExample() {
  return (
    <p>
      <Icon name="bell" disabled />
      <Icon name="spinner" loading />
      <Icon name="circle notch" loading />
      <Icon name="star" emphasized />
    </p>
  );
}
