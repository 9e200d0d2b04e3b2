/** The tools whose answers are computed on worker threads and cached (src/tool-answers.ts computes them). */
export type ToolName = 'pump-selection' | 'borewell-sizing' | 'solar-sizing';

/** A tool's answer with its body as the JSON text that is sent: 200, or 400 `{ message, field }`. */
export interface ToolAnswer {
  status: number;
  body: string;
}
