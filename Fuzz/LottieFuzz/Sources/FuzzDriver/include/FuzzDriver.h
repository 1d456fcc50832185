#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H
/// SwiftPM links an executable with `main` renamed to `<target>_main` (the testable-executable
/// scheme); this is that function, handing the command line to libFuzzer's driver.
int LottieFuzz_main(int argc, char **argv);
#endif
