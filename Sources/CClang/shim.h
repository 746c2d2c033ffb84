/* libclang's C API. The include folder is found by Package.swift
   (NAVLINT_LIBCLANG_PREFIX, llvm-config, or /usr/lib/llvm-N). */
#include <clang-c/Index.h>
