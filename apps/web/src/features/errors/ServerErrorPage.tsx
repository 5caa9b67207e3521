export default function ServerErrorPage() {
  return <div>500</div>;
}
