export default function JoinInitiative() {
  return (
    <section data-remote="auth">
      <h1>JoinInitiative</h1>
    </section>
  );
}
