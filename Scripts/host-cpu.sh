#!/bin/sh
# Prints the LLVM CPU name that release builds of the raster core target on this machine
# (CLIPGEN_CPU, read by Package.swift): an x86-64 level that every CPU with these flags runs.
#   AVX-512 F/BW/VL/DQ/CD  -> skylake-avx512   (x86-64-v4)
#   AVX2 + FMA + BMI2      -> haswell          (x86-64-v3)
#   otherwise              -> x86-64           (baseline; also on non-x86 machines: prints nothing)
[ "$(uname -m)" = x86_64 ] || exit 0
flags=$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null)
has() { for f in "$@"; do case " $flags " in *" $f "*) ;; *) return 1 ;; esac; done; }
if has avx512f avx512bw avx512vl avx512dq avx512cd avx2 fma bmi2; then echo skylake-avx512
elif has avx2 fma bmi1 bmi2 f16c movbe; then echo haswell
else echo x86-64; fi
