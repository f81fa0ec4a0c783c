/** What jsdom lacks and react-router 7 needs at import time: import before anything that loads the router. */
import { File as PlatformFile } from 'node:buffer';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

/*
 * jest-fixed-jsdom's FormData is the platform's (undici), which cannot read a jsdom <form>. React 19 reads the
 * submitted form into one whenever a submit starts a transition (react-router's navigations do), as a browser's
 * FormData can: this one takes the form's named, enabled controls the way a browser does for text fields.
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

  /**
   * A jsdom File is not a Blob to the platform's FormData, which would keep the text "[object File]": the
   * entry becomes a platform File of the same name and type (its bytes do not matter to a faked api).
   */
  override append(name: string, value: string | Blob, fileName?: string): void {
    if (typeof value !== 'string' && !(value instanceof PlatformFile) && typeof (value as File).name === 'string') {
      const file = value as File;
      super.append(name, new PlatformFile([], file.name, { type: file.type }) as Blob);
      return;
    }
    if (fileName === undefined) super.append(name, value as string);
    else super.append(name, value as Blob, fileName);
  }
}
Object.assign(globalThis, { FormData: FormDataOfForms });
