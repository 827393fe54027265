import { Embed } from 'sui-react/embed';
import poster from './video-poster.svg';

export default function YouTubeExample() {
  return (
    <Embed source="youtube" videoId="O6Xo21L0ybE" title="Mountain lake at sunset" placeholder={poster} />
  );
}
