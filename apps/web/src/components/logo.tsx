/** The product mark: a spoked wheel and the name. `light` for dark backgrounds. */
export function Logo({ light = false, compact = false }: { light?: boolean; compact?: boolean }) {
  // Plain elements and the primary colour's CSS variable: the sign-in page shows it without Ant Design.
  const colour = light ? '#ffffff' : 'var(--spokes-color-primary)';
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        color: colour,
        fontWeight: 600,
        fontSize: 18,
        lineHeight: 1,
      }}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <g stroke="currentColor" strokeWidth="2">
          <line x1="16" y1="3" x2="16" y2="29" />
          <line x1="3" y1="16" x2="29" y2="16" />
          <line x1="6.8" y1="6.8" x2="25.2" y2="25.2" />
          <line x1="25.2" y1="6.8" x2="6.8" y2="25.2" />
        </g>
        <circle cx="16" cy="16" r="3.5" fill="currentColor" />
      </svg>
      {compact ? null : <span>Spokes</span>}
    </div>
  );
}
