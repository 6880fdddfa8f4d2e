// The one function of fontkit (pdfkit's font engine) the documents use; the package ships no types.
declare module 'fontkit' {
  export function create(buffer: Buffer): unknown
}
