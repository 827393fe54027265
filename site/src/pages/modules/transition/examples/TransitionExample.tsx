import { useState } from 'react';
import { Select } from 'sui-react/select';
import {
  Transition,
  TransitionDirection,
  TRANSITION_NAMES,
  useTransitionBinding,
  useTransitionController,
} from 'sui-react/transition';
import landscape from './landscape.svg';

export default function TransitionExample() {
  // Visible at first; one controller for the life of the component.
  const controller = useTransitionController(true);
  const binding = useTransitionBinding(controller);
  const [animation, setAnimation] = useState('scale');

  const animate = () => controller.animate(new Transition(animation, 500, TransitionDirection.Either));

  return (
    <>
      <div className="transition-stage">
        <img
          src={landscape}
          alt="A drawn landscape: hills under a sun"
          width={300}
          height={200}
          className={`ui centered image ${binding.className}`}
          style={binding.style}
        />
      </div>
      <div className="transition-controls">
        <Select
          selection
          options={TRANSITION_NAMES}
          searchable
          value={animation}
          onChange={setAnimation}
          aria-label="Animation"
        />
        <button type="button" className="ui primary button" onClick={animate}>
          Animate
        </button>
      </div>
      <p>
        Image visible: <code data-testid="transition-visible">{String(binding.visible)}</code>
      </p>
    </>
  );
}
