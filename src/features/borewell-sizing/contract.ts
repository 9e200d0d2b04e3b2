import { paths } from '@/config/paths';
import { sizingContract } from '@/engineering/sizing-contract';
import type { ToolContract } from '@/lib/tool-contract/contract';

/**
 * The borewell sizing's URL contract (issue 13; issue 47, item 1): its parameters are declared in
 * the engineering layer (`@/engineering/sizing-contract`), since the solar sizing reads a borewell
 * sheet's query too and no tool imports another; this adds the page's path.
 */
export const borewellContract = { ...sizingContract, path: paths.borewellSizing } as const satisfies ToolContract;

export type BorewellContract = typeof borewellContract;
