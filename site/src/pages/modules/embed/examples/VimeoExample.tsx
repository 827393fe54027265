import { Embed } from 'sui-react/embed';
import poster from './video-poster.svg';

export default function VimeoExample() {
  return (
    <Embed
      source="vimeo"
      videoId="125292332"
      title="Timelapse of the valley"
      placeholder={poster}
      autoplay={false}
      color="#21ba45"
    />
  );
}
