export default function UsersPage() {
  return <div>Users</div>;
}
