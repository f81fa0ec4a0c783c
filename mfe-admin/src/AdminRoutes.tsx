export default function AdminRoutes() {
  return (
    <section data-remote="admin">
      <h1>AdminRoutes</h1>
    </section>
  );
}
