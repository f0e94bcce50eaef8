// Test setup for component tests (jsdom).
export {};
