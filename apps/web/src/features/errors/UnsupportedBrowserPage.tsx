export default function UnsupportedBrowserPage() {
  return <div>Browser</div>;
}
