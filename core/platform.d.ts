// The web-platform globals core uses that the browser, workerd and Node all provide; ES lib has none of them.
// Declared here (not via DOM or Node types) so that document, window or process in the shared core is a type error.

declare function atob(data: string): string;
declare function btoa(data: string): string;

declare class TextEncoder {
  readonly encoding: string;
  encode(input?: string): Uint8Array<ArrayBuffer>;
}
