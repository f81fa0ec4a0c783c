export default function CheckoutPage() {
  return (
    <section data-remote="checkout">
      <h1>CheckoutPage</h1>
    </section>
  );
}
