interface RestrictedSyntax {
  selector: string;
  message: string;
}

export declare const barePeachCodeSelectors: RestrictedSyntax[];
export declare const versionBranchingSelectors: RestrictedSyntax[];
export declare const routeNameSelectors: RestrictedSyntax[];
export declare const loyaltyRouteNames: string[];
