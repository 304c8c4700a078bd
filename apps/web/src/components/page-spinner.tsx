import './light/light.css';

/**
 * A small centred spinner while a page, its code or the interface strings load; a busy status
 * for screen readers. Plain elements: it shows before any page, so it must not load Ant Design.
 */
export function PageSpinner() {
  return (
    <div
      role="status"
      aria-busy="true"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '40vh' }}
    >
      <span className="light-spin light-spin-page" />
    </div>
  );
}
