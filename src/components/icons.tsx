// Small glyphs drawn for this site. Decorative: the link or button around
// each one carries the accessible name.
import type { ListenService } from '../content/releases';
import type { Site } from '../content/site';

interface IconProps {
  className?: string;
}

const common = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, width: 24, height: 24 } as const;

export function FacebookIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
      <path d="M15.5 7.5h-2a2 2 0 0 0-2 2V22M9 13h6" stroke="var(--paper, #fff)" strokeWidth="2.6" fill="none" />
    </svg>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <circle cx="12" cy="12" r="4.3" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <circle cx="17.6" cy="6.4" r="1.5" fill="currentColor" />
    </svg>
  );
}

export function YouTubeIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <rect x="1.5" y="4.5" width="21" height="15" rx="4" fill="currentColor" />
      <path d="M10 8.6v6.8l5.6-3.4z" fill="var(--paper, #fff)" />
    </svg>
  );
}

export function SpotifyIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <circle cx="12" cy="12" r="10.5" fill="currentColor" />
      <path
        d="M6.5 9.2c3.8-1.1 7.9-.8 11 1M7.2 12.6c3.1-.8 6.3-.5 8.9.9M8 15.8c2.3-.6 4.6-.4 6.6.7"
        stroke="var(--paper, #fff)"
        strokeWidth="1.8"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function PlayIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
    </svg>
  );
}

export function PauseIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M6 4.5h4.2v15H6zM13.8 4.5H18v15h-4.2z" fill="currentColor" />
    </svg>
  );
}

export function PreviousIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M5 5h2.6v14H5zM19.5 5v14L8.5 12z" fill="currentColor" />
    </svg>
  );
}

export function NextIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M16.4 5H19v14h-2.6zM4.5 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

export function AppleMusicIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor" />
      <path d="M9.5 16.5V7.5l7-1.6v8.6" stroke="var(--paper, #fff)" strokeWidth="1.8" fill="none" />
      <circle cx="8" cy="16.6" r="2" fill="var(--paper, #fff)" />
      <circle cx="15" cy="14.6" r="2" fill="var(--paper, #fff)" />
    </svg>
  );
}

export function BandcampIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M8 6h14l-6 12H2z" fill="currentColor" />
    </svg>
  );
}

export function TidalIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M4 9l3-3 3 3-3 3zM10 9l3-3 3 3-3 3zM16 9l3-3 3 3-3 3zM10 15l3-3 3 3-3 3z" fill="currentColor" />
    </svg>
  );
}

export function DeezerIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M2 17h4v3H2zM7 14h4v6H7zM12 10h4v10h-4zM17 5h5v15h-5z" fill="currentColor" />
    </svg>
  );
}

export type Icon = (props: IconProps) => React.JSX.Element;

// Two sets, so the home page's script carries only the glyphs it shows.
export const socialIcons: Record<Site['social'][number]['platform'], Icon> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
};

export const listenIcons: Record<ListenService, Icon> = {
  Spotify: SpotifyIcon,
  'Apple Music': AppleMusicIcon,
  Bandcamp: BandcampIcon,
  YouTube: YouTubeIcon,
  Tidal: TidalIcon,
  Deezer: DeezerIcon,
};
