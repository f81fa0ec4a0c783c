export default function LearnRoutes() {
  return (
    <section data-remote="learn">
      <h1>LearnRoutes</h1>
    </section>
  );
}
