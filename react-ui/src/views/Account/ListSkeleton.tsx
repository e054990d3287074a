/**
 * Three placeholder rows while an Account list (tokens, activity) is read, announced once to screen
 * readers with `label`.
 *
 * @example
 * <ListSkeleton label="Loading tokens…" />
 */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="foyer-token-list" role="status">
      <span className="foyer-visually-hidden">{label}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="foyer-token" aria-hidden="true">
          <span className="foyer-token-icon foyer-skeleton" />
          <span className="foyer-skeleton" />
        </div>
      ))}
    </div>
  )
}
