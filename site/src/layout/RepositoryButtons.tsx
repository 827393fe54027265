import { useAfterIdle } from '../docs-kit/after-idle';
import { REPOSITORY } from './repository';

interface RepositoryButtonsProps {
  /** Large buttons (page titles) or small ones (top bar). */
  size: 'large' | 'small';
}

const SIZES = {
  large: { star: [120, 30], fork: [110, 30] },
  small: { star: [90, 20], fork: [80, 20] },
} as const;

/**
 * The repository's star and fork buttons: static frames from the code host, sandboxed (no script
 * can reach this page), titled for screen readers, and created once the page has shown and the
 * browser is idle: a connection to another host must not hold back the first view, and even an
 * empty frame costs a document (tens of milliseconds on a slow phone, in the task that first
 * shows the page). Until then an empty box of the same size holds each frame's place, so nothing
 * moves when they load.
 */
export function RepositoryButtons({ size }: RepositoryButtonsProps) {
  const load = useAfterIdle();
  if (!REPOSITORY.owner) return null;
  const src = (type: 'star' | 'fork') =>
    `https://ghbtns.com/github-btn.html?user=${encodeURIComponent(REPOSITORY.owner)}&repo=${encodeURIComponent(
      REPOSITORY.name,
    )}&type=${type}&count=true${size === 'large' ? '&size=large' : ''}`;
  return (
    <span className={`repository-buttons ${size}`}>
      {(['star', 'fork'] as const).map((type) => {
        const [width, height] = SIZES[size][type];
        return load ? (
          <iframe
            key={type}
            src={src(type)}
            title={`${type === 'star' ? 'Star' : 'Fork'} ${REPOSITORY.owner}/${REPOSITORY.name} on GitHub`}
            width={width}
            height={height}
            loading="lazy"
            sandbox="allow-popups allow-popups-to-escape-sandbox allow-scripts"
            referrerPolicy="no-referrer"
          />
        ) : (
          <span key={type} className="repository-frame" style={{ width, height }} />
        );
      })}
    </span>
  );
}
