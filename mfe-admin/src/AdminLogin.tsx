export default function AdminLogin() {
  return (
    <section data-remote="admin">
      <h1>AdminLogin</h1>
    </section>
  );
}
