/*
 * jest-fixed-jsdom's FormData is the platform's (undici), which cannot read a jsdom <form>. React 19 reads a submitted
 * form into one whenever the submit starts a transition (react-router's navigations do: a list page's search), as a
 * browser's FormData can: this one takes the form's named, enabled text controls and selects the way a browser does.
 * (mfe-admin's testing/polyfills.ts does the same, with files.)
 */
const PlatformFormData = globalThis.FormData;

class FormDataOfForms extends PlatformFormData {
  constructor(form?: unknown) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const control of Array.from(form.elements)) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement))
        continue;
      if (!control.name || control.disabled || control.type === 'file') continue;
      if ((control.type === 'checkbox' || control.type === 'radio') && !(control as HTMLInputElement).checked) continue;
      this.append(control.name, control.value);
    }
  }
}

// Only where there are forms (jsdom); a test in Node keeps the platform's.
if (typeof HTMLFormElement !== 'undefined') Object.assign(globalThis, { FormData: FormDataOfForms });
