export default function AccountMenu() {
  return (
    <section data-remote="auth">
      <h1>AccountMenu</h1>
    </section>
  );
}
