/** Throws when a folder of src/ is in neither the layers nor the side folders. */
export declare function checkEveryFolderPlaced(folders: string[], layers: string[][], sides: Record<string, unknown>): void;
