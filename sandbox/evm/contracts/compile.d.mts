// Types for compile.mjs, so compile.test.ts can import it under strict TypeScript.
export declare const ARTIFACT_NAMES: Record<string, string>
export declare const ARTIFACTS_PATH: string
export interface CompiledContracts {
  compilerVersion: string
  artifacts: Record<string, { sourceFile: string; abi: unknown[]; bytecode: string }>
}
export declare function compileContracts(): CompiledContracts
export declare function renderArtifacts(compiled: CompiledContracts): string
