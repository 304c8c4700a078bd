import './light/light.css';

/**
 * A small centred spinner while a page, its code or the interface strings load; a busy status
 * for screen readers. Plain elements: it shows before any page, so it must not load Ant Design.
 * index.html holds the same markup, shown from the style sheet on until the app's code runs.
 */
export function PageSpinner() {
  return (
    <div className="light-page-spinner" role="status" aria-busy="true">
      <span className="light-spin light-spin-page" />
    </div>
  );
}
