interface RestrictedSyntax {
  selector: string;
  message: string;
}

export declare const barePeachCodeSelectors: RestrictedSyntax[];
export declare const versionBranchingSelectors: RestrictedSyntax[];
