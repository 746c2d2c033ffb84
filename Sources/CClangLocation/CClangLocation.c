#include "CClangLocation.h"

const char *navlint_libclang_prefix(void) { return NAVLINT_LIBCLANG_PREFIX; }
