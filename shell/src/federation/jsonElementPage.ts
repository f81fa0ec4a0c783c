/**
 * For tests of what the shell reads from its page: a document with a JSON script element of that id
 * holding `json` (as the server writes the runtime configuration and the section handover), or without it.
 */
export function jsonElementPage(id: string, json?: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.textContent = json;
    doc.head.appendChild(script);
  }
  return doc;
}
