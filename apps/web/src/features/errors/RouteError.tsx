export function RouteError() {
  return <div>Error</div>;
}
