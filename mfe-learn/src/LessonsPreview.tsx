export default function LessonsPreview() {
  return (
    <section data-remote="learn">
      <h1>LessonsPreview</h1>
    </section>
  );
}
