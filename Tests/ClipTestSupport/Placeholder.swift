// Test helpers: goldens, image diff, seeded RNG.
