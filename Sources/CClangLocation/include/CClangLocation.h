#pragma once

/// The LLVM prefix navlint was built against (Package.swift's libclangPrefix()):
/// libclang's builtin headers (stddef.h, stdint.h, ...) live below it, in
/// lib/clang/<version>/include, and libclang cannot find them by itself for
/// an Apple target when it is installed outside that prefix (Debian).
const char *navlint_libclang_prefix(void);
