export declare const AIRLOCK_SOURCE_ENTRIES: Readonly<Record<string, string>>
export declare const AIRLOCK_FOLDER_ENTRY: RegExp
export declare function airlockSourceEntry(specifier: string): string | undefined
