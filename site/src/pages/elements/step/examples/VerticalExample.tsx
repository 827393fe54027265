import { Step } from 'sui-react/step';

export default function VerticalExample() {
  return (
    <Step.Group vertical ordered size="small">
      <Step completed title="Upload" description="photo.jpg, 2.4 MB" />
      <Step active title="Crop" description="Choose the part to keep" />
      <Step title="Share" description="Pick who sees it" />
    </Step.Group>
  );
}
