export default function ServersPage() {
  return <div>Servers</div>;
}
