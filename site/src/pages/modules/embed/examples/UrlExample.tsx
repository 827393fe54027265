import { Embed } from 'sui-react/embed';
import poster from './map-poster.svg';

export default function UrlExample() {
  return (
    <Embed
      url="https://www.openstreetmap.org/export/embed.html?bbox=2.29%2C48.85%2C2.30%2C48.86"
      title="Map of the Champ de Mars, Paris"
      playLabel="Show the map: Champ de Mars, Paris"
      icon="map marker alternate"
      aspectRatio="4:3"
      placeholder={poster}
    />
  );
}
