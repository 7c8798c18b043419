// The web package: filled in by its own issue (see docs/ and DESIGN.md).
export {};
