// Decorative icons of the course card; the text beside each one carries the meaning.
const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  'aria-hidden': true,
  focusable: false,
} as const;

export const ClockIcon = () => (
  <svg {...common}>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M8 4.5V8l2.5 1.5" />
  </svg>
);
export const LockIcon = () => (
  <svg {...common}>
    <rect x="3" y="7" width="10" height="7" rx="1.5" />
    <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
  </svg>
);
export const BellIcon = () => (
  <svg {...common}>
    <path d="M4 11V7a4 4 0 0 1 8 0v4l1 1.5H3L4 11Z" />
    <path d="M6.5 14h3" />
  </svg>
);
export const TimerIcon = () => (
  <svg {...common}>
    <circle cx="8" cy="9" r="5.25" />
    <path d="M8 6.5V9M6.5 1.75h3" />
  </svg>
);
export const StackIcon = () => (
  <svg {...common}>
    <path d="M8 2 14 5 8 8 2 5 8 2Z" />
    <path d="m2 8 6 3 6-3M2 11l6 3 6-3" />
  </svg>
);
export const AlertIcon = () => (
  <svg {...common}>
    <path d="M8 1.75 14.75 14H1.25L8 1.75Z" />
    <path d="M8 6.5v3.25M8 11.5v.5" />
  </svg>
);
export const FlagIcon = () => (
  <svg {...common}>
    <path d="M3.5 14.5V2M3.5 2.5h8l-1.75 3 1.75 3h-8" />
  </svg>
);
