export default function AdvancedPage() {
  return <div>Advanced</div>;
}
