export default function GeneralPage() {
  return <div>General</div>;
}
