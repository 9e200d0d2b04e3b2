/** Types of `range-parser` 1.2 (its package ships none; the shapes of its README). */
declare module 'range-parser' {
  interface Range {
    /** First byte, 0-based, inclusive. */
    start: number;
    /** Last byte, inclusive. */
    end: number;
  }
  interface Ranges extends Array<Range> {
    /** The range unit as sent (`bytes`, `items`). */
    type: string;
  }
  /**
   * Parses a `Range` header for a representation of `size` bytes.
   * @returns the ranges; -1 when none is satisfiable; -2 when the header is malformed
   */
  function rangeParser(size: number, header: string, options?: { combine?: boolean }): Ranges | -1 | -2;
  export = rangeParser;
}
