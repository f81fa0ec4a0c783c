export default function AuthPage() {
  return (
    <section data-remote="auth">
      <h1>AuthPage</h1>
    </section>
  );
}
