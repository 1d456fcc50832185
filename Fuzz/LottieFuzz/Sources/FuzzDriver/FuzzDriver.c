#include "FuzzDriver.h"
#include <stddef.h>
#include <stdint.h>

// libFuzzer's own driver (compiler-rt, linked by -sanitize=fuzzer) and the Swift entry.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LottieFuzz_main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
